import type { Locale } from '../../contract.ts';

/** Hand-written site copy in the three languages; the seed only picks and orders campaigns. */
type Text = Record<Locale, string>;

interface NavItem { key: string; route: string; title: Text }
export const HEADER_NAV: readonly NavItem[] = [
  { key: 'home', route: '/', title: { 'ja-JP': 'ホーム', 'en-US': 'Home', 'zh-CN': '首页' } },
  { key: 'pachinko', route: '/pachinko', title: { 'ja-JP': 'パチンコ', 'en-US': 'Pachinko', 'zh-CN': '柏青哥' } },
  { key: 'live-casino', route: '/live-casino', title: { 'ja-JP': 'ライブカジノ', 'en-US': 'Live Casino', 'zh-CN': '真人娱乐场' } },
  { key: 'slots', route: '/slots', title: { 'ja-JP': 'スロット', 'en-US': 'Slots', 'zh-CN': '老虎机' } },
  { key: 'tablegame', route: '/tablegame', title: { 'ja-JP': 'テーブルゲーム', 'en-US': 'Table Games', 'zh-CN': '桌面游戏' } },
  { key: 'sports-bet', route: '/sports-bet', title: { 'ja-JP': 'スポーツベット', 'en-US': 'Sports', 'zh-CN': '体育投注' } },
  { key: 'promo', route: '/promo', title: { 'ja-JP': 'プロモーション', 'en-US': 'Promotions', 'zh-CN': '优惠活动' } },
  { key: 'q-pon', route: '/q-pon', title: { 'ja-JP': 'Qポン', 'en-US': 'Q-pon Shop', 'zh-CN': 'Q券商城' } },
];

export const FOOTER_ABOUT: { title: Text; html: Text } = {
  title: { 'ja-JP': '私たちについて', 'en-US': 'About us', 'zh-CN': '关于我们' },
  html: {
    'ja-JP':
      '<p>QCカジノは日本のプレイヤーのためのオンラインカジノです。パチンコ、スロット、ライブカジノ、スポーツベットを24時間お楽しみいただけます。</p><p>遊技は20歳以上の方に限ります。節度を持ってお楽しみください。</p>',
    'en-US':
      '<p>QC Casino is an online casino made for players in Japan. Enjoy pachinko, slots, live casino and sports betting around the clock.</p><p>Players must be 20 or older. Please play responsibly.</p>',
    'zh-CN':
      '<p>QC娱乐场是专为日本玩家打造的在线娱乐场，全天候提供柏青哥、老虎机、真人娱乐场和体育投注。</p><p>仅限20岁以上玩家参与，请理性娱乐。</p>',
  },
};

export const FOOTER_LINKS: readonly NavItem[] = [
  { key: 'about', route: '/static/about', title: { 'ja-JP': '会社概要', 'en-US': 'About', 'zh-CN': '公司简介' } },
  { key: 'teamsAndConditions', route: '/static/teamsAndConditions', title: { 'ja-JP': '利用規約', 'en-US': 'Terms and Conditions', 'zh-CN': '条款与条件' } },
  { key: 'generalTeamsOfUse', route: '/static/generalTeamsOfUse', title: { 'ja-JP': '一般利用規約', 'en-US': 'General Terms of Use', 'zh-CN': '一般使用条款' } },
  { key: 'privacy', route: '/static/privacy', title: { 'ja-JP': 'プライバシーポリシー', 'en-US': 'Privacy Policy', 'zh-CN': '隐私政策' } },
  { key: 'responsibleGaming', route: '/static/responsibleGaming', title: { 'ja-JP': '責任あるゲーミング', 'en-US': 'Responsible Gaming', 'zh-CN': '负责任博彩' } },
  { key: 'moneyLaundering', route: '/static/moneyLaundering', title: { 'ja-JP': 'マネーロンダリング対策', 'en-US': 'Anti-Money Laundering', 'zh-CN': '反洗钱政策' } },
  { key: 'security', route: '/static/security', title: { 'ja-JP': 'セキュリティ', 'en-US': 'Security', 'zh-CN': '安全保障' } },
  { key: 'sportRules', route: '/static/sportRules', title: { 'ja-JP': 'スポーツルール', 'en-US': 'Sports Rules', 'zh-CN': '体育规则' } },
  { key: 'faq', route: '/static/faq', title: { 'ja-JP': 'よくある質問', 'en-US': 'FAQ', 'zh-CN': '常见问题' } },
  { key: 'help', route: '/help/guide', title: { 'ja-JP': 'ヘルプ', 'en-US': 'Help', 'zh-CN': '帮助中心' } },
  { key: 'sitemap', route: '/sitemap', title: { 'ja-JP': 'サイトマップ', 'en-US': 'Sitemap', 'zh-CN': '网站地图' } },
  { key: 'contact', route: '/contact', title: { 'ja-JP': 'お問い合わせ', 'en-US': 'Contact us', 'zh-CN': '联系我们' } },
];

interface SocialItem { key: string; url: string; title: string; color: string }
export const FOOTER_SOCIAL: readonly SocialItem[] = [
  { key: 'x', url: 'https://x.com/qccasino_jp', title: 'X', color: '#000000' },
  { key: 'line', url: 'https://line.me/R/ti/p/@qccasino', title: 'LINE', color: '#06C755' },
  { key: 'instagram', url: 'https://www.instagram.com/qccasino_jp', title: 'Instagram', color: '#E1306C' },
  { key: 'youtube', url: 'https://www.youtube.com/@qccasino_jp', title: 'YouTube', color: '#FF0000' },
];

/** `teaser`: the line the home promotions teaser shows under the offer. */
export interface Campaign { key: string; route: string; title: Text; subtitle: (amount: string) => Text; teaser: Text; hues: [number, number] }
export const CAMPAIGNS: readonly Campaign[] = [
  {
    key: 'welcome-bonus', route: '/promo', hues: [340, 30],
    title: { 'ja-JP': '初回入金ボーナス', 'en-US': 'Welcome Bonus', 'zh-CN': '首存奖金' },
    subtitle: (a) => ({ 'ja-JP': `最大${a}まで100%還元`, 'en-US': `100% match up to ${a}`, 'zh-CN': `100%返还，最高${a}` }),
    teaser: { 'ja-JP': '初めてのご入金額と同額をボーナスとしてプレゼントします。', 'en-US': 'We match your first deposit with a bonus of the same amount.', 'zh-CN': '首次存款即可获得等额奖金。' },
  },
  {
    key: 'pachinko-cashback', route: '/pachinko', hues: [200, 260],
    title: { 'ja-JP': 'パチンコ キャッシュバック', 'en-US': 'Pachinko Cashback', 'zh-CN': '柏青哥返现' },
    subtitle: (a) => ({ 'ja-JP': `毎週最大${a}を還元`, 'en-US': `Up to ${a} back every week`, 'zh-CN': `每周最高返还${a}` }),
    teaser: { 'ja-JP': '対象のパチンコ機種で負けた額の一部を毎週月曜日にお返しします。', 'en-US': 'Part of your losses on selected pachinko machines comes back every Monday.', 'zh-CN': '在指定柏青哥机种的部分亏损将于每周一返还。' },
  },
  {
    key: 'live-weekend', route: '/live-casino', hues: [45, 10],
    title: { 'ja-JP': 'ライブカジノ 週末祭', 'en-US': 'Live Casino Weekend', 'zh-CN': '真人娱乐场周末狂欢' },
    subtitle: (a) => ({ 'ja-JP': `賞金総額${a}`, 'en-US': `${a} prize pool`, 'zh-CN': `总奖金${a}` }),
    teaser: { 'ja-JP': '金曜から日曜まで、ライブカジノのベット額に応じて賞金を山分けします。', 'en-US': 'From Friday to Sunday, share the prize pool by how much you bet at the live tables.', 'zh-CN': '周五至周日，按真人娱乐场投注额瓜分奖金。' },
  },
  {
    key: 'slot-tournament', route: '/slots', hues: [280, 320],
    title: { 'ja-JP': 'スロット トーナメント', 'en-US': 'Slot Tournament', 'zh-CN': '老虎机锦标赛' },
    subtitle: (a) => ({ 'ja-JP': `1位賞金${a}`, 'en-US': `First prize ${a}`, 'zh-CN': `冠军奖金${a}` }),
    teaser: { 'ja-JP': '対象スロットの最高倍率を競うトーナメント。上位100名に賞金があります。', 'en-US': 'Compete for the highest multiplier on selected slots; the top 100 win prizes.', 'zh-CN': '比拼指定老虎机的最高倍率，前100名均有奖金。' },
  },
  {
    key: 'q-pon-points', route: '/q-pon', hues: [160, 120],
    title: { 'ja-JP': 'Qポン ポイント2倍', 'en-US': 'Double Q-pon Points', 'zh-CN': 'Q券积分翻倍' },
    subtitle: (a) => ({ 'ja-JP': `${a}分の景品が当たる`, 'en-US': `Win prizes worth ${a}`, 'zh-CN': `赢取价值${a}的奖品` }),
    teaser: { 'ja-JP': '期間中はベットで貯まるQポンポイントが2倍になります。', 'en-US': 'Every bet earns double Q-pon points while it runs.', 'zh-CN': '活动期间投注获得的Q券积分翻倍。' },
  },
  {
    key: 'sports-boost', route: '/sports-bet', hues: [120, 190],
    title: { 'ja-JP': 'スポーツ オッズブースト', 'en-US': 'Sports Odds Boost', 'zh-CN': '体育赔率提升' },
    subtitle: (a) => ({ 'ja-JP': `フリーベット${a}プレゼント`, 'en-US': `${a} free bet`, 'zh-CN': `赠送${a}免费投注` }),
    teaser: { 'ja-JP': 'Jリーグとプロ野球の注目試合で、オッズを上乗せします。', 'en-US': 'Boosted odds on the big J.League and baseball matches.', 'zh-CN': 'J联赛和职业棒球焦点比赛赔率提升。' },
  },
];

interface Category { key: string; route: string; title: Text; tagline: Text; hues: [number, number] }
export const CATEGORIES: readonly Category[] = [
  { key: 'pachinko', route: '/pachinko', hues: [200, 240], title: HEADER_NAV[1]!.title, tagline: { 'ja-JP': '人気機種が勢ぞろい', 'en-US': 'All the favourite machines', 'zh-CN': '热门机种齐聚' } },
  { key: 'live-casino', route: '/live-casino', hues: [20, 350], title: HEADER_NAV[2]!.title, tagline: { 'ja-JP': 'プロのディーラーとリアルタイム対戦', 'en-US': 'Real dealers, real time', 'zh-CN': '专业荷官实时对战' } },
  { key: 'slots', route: '/slots', hues: [280, 320], title: HEADER_NAV[3]!.title, tagline: { 'ja-JP': '1000種類以上のスロット', 'en-US': 'Over 1,000 slots', 'zh-CN': '超过1000款老虎机' } },
  { key: 'tablegame', route: '/tablegame', hues: [140, 170], title: HEADER_NAV[4]!.title, tagline: { 'ja-JP': 'バカラ・ルーレット・ブラックジャック', 'en-US': 'Baccarat, roulette, blackjack', 'zh-CN': '百家乐、轮盘、二十一点' } },
  { key: 'sports-bet', route: '/sports-bet', hues: [100, 60], title: HEADER_NAV[5]!.title, tagline: { 'ja-JP': 'Jリーグ・プロ野球・海外サッカー', 'en-US': 'J.League, baseball, world football', 'zh-CN': 'J联赛、职业棒球、海外足球' } },
];

export const MARQUEE_TEMPLATES: readonly { route: string | null; text: (name: string, amount: string) => Text }[] = [
  { route: null, text: (n, a) => ({ 'ja-JP': `おめでとうございます！${n}様がスロットで${a}を獲得しました`, 'en-US': `Congratulations! ${n} won ${a} on slots`, 'zh-CN': `恭喜！${n}在老虎机中赢得${a}` }) },
  { route: '/promo', text: (_n, a) => ({ 'ja-JP': `年末年始キャンペーン開催中！最大${a}ボーナス`, 'en-US': `New Year campaign on now: bonuses up to ${a}`, 'zh-CN': `新春活动进行中！最高${a}奖金` }) },
  { route: '/live-casino', text: (n, a) => ({ 'ja-JP': `${n}様がライブバカラで${a}の大勝利！`, 'en-US': `${n} took ${a} at live baccarat!`, 'zh-CN': `${n}在真人百家乐中大赢${a}！` }) },
  { route: null, text: () => ({ 'ja-JP': '毎週水曜日 4:00〜6:00 は定期メンテナンスを実施します', 'en-US': 'Scheduled maintenance every Wednesday 4:00-6:00 JST', 'zh-CN': '每周三4:00〜6:00（日本时间）进行例行维护' }) },
];
