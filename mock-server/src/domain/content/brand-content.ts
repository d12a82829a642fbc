import type { Locale } from '../../contract.ts';

/** The brand's items in the three languages: its pillars, its ambassador, its partners. */
type Text = Record<Locale, string>;

export interface BrandSectionCopy {
  id: string;
  title: Text;
  /** Markdown (markdown.ts renderBody). */
  body: Text;
}

export interface BrandItemCopy {
  id: string;
  kind: 'PILLAR' | 'AMBASSADOR' | 'PARTNER';
  title: Text;
  subtitle: Text;
  hues: [number, number];
  publishedAt: string;
  sections: readonly BrandSectionCopy[];
  /** Site paths of the static pages or routes to read next, with their titles. */
  related: readonly { link: string; title: Text }[];
}

const SECURITY = { link: '/static/security', title: { 'ja-JP': 'セキュリティ', 'en-US': 'Security', 'zh-CN': '安全' } };
const AML = { link: '/static/moneyLaundering', title: { 'ja-JP': 'マネーロンダリング防止', 'en-US': 'Anti-money laundering', 'zh-CN': '反洗钱' } };
const TERMS = { link: '/static/teamsAndConditions', title: { 'ja-JP': '利用規約', 'en-US': 'Terms and conditions', 'zh-CN': '条款与条件' } };
const CONTACT = { link: '/contact', title: { 'ja-JP': 'お問い合わせ', 'en-US': 'Contact us', 'zh-CN': '联系我们' } };
const FAQ = { link: '/static/faq', title: { 'ja-JP': 'よくあるご質問', 'en-US': 'FAQ', 'zh-CN': '常见问题' } };
const RG = { link: '/static/responsibleGaming', title: { 'ja-JP': '責任あるゲーミング', 'en-US': 'Responsible gaming', 'zh-CN': '负责任博彩' } };
const PACHINKO = { link: '/pachinko', title: { 'ja-JP': 'パチンコ', 'en-US': 'Pachinko', 'zh-CN': '柏青哥' } };
const SNS = { link: '/sns', title: { 'ja-JP': '公式SNS', 'en-US': 'Social media', 'zh-CN': '官方社交媒体' } };

export const BRAND_ITEMS: readonly BrandItemCopy[] = [
  {
    id: 'pillar-safety', kind: 'PILLAR', hues: [210, 250], publishedAt: '2026-04-01T00:00:00.000Z',
    title: { 'ja-JP': '安心・安全', 'en-US': 'Safe and secure', 'zh-CN': '安心·安全' },
    subtitle: { 'ja-JP': 'ライセンスと資金の分別管理', 'en-US': 'Licensed, with player funds kept apart', 'zh-CN': '持牌经营，资金分别管理' },
    sections: [
      { id: 'licence', title: { 'ja-JP': 'ライセンス', 'en-US': 'Licence', 'zh-CN': '牌照' }, body: {
        'ja-JP': 'QCカジノはキュラソー政府のゲーミングライセンス（OGL/2024/000123）のもとで運営し、毎年の監査を受けています。',
        'en-US': 'QC Casino operates under Curaçao gaming licence OGL/2024/000123 and is audited every year.',
        'zh-CN': 'QC娱乐场持有库拉索政府博彩牌照（OGL/2024/000123）运营，并每年接受审计。' } },
      { id: 'funds', title: { 'ja-JP': '資金の管理', 'en-US': 'Your money', 'zh-CN': '资金管理' }, body: {
        'ja-JP': 'お客様の残高は運営資金と分けて管理し、すべての取引を複式の台帳に記録しています。\n\n- 出金は原則24時間以内\n- 本人確認で不正な出金を防止',
        'en-US': 'Player balances are kept apart from operating funds and every transaction is written to a double-entry ledger.\n\n- Withdrawals within 24 hours as a rule\n- Identity checks stop fraudulent withdrawals',
        'zh-CN': '玩家余额与运营资金分开管理，所有交易均记录在复式账本中。\n\n- 取款原则上24小时内处理\n- 通过身份验证防止不正当取款' } },
    ],
    related: [SECURITY, AML],
  },
  {
    id: 'pillar-fair-play', kind: 'PILLAR', hues: [150, 190], publishedAt: '2026-04-01T00:00:00.000Z',
    title: { 'ja-JP': '公正なゲーム', 'en-US': 'Fair play', 'zh-CN': '公平游戏' },
    subtitle: { 'ja-JP': '第三者機関による乱数検査', 'en-US': 'Independently tested randomness', 'zh-CN': '第三方机构随机数检测' },
    sections: [
      { id: 'rng', title: { 'ja-JP': '乱数の検査', 'en-US': 'Tested randomness', 'zh-CN': '随机数检测' }, body: {
        'ja-JP': 'すべてのゲームの乱数生成器（RNG）は、独立した検査機関の認証を受けています。ゲームごとの還元率（RTP）はゲーム情報でご確認いただけます。',
        'en-US': 'The random number generator of every game is certified by an independent lab. Each game shows its return to player (RTP) in its game info.',
        'zh-CN': '所有游戏的随机数生成器（RNG）均通过独立检测机构认证。每款游戏的返还率（RTP）可在游戏信息中查看。' } },
      { id: 'rules', title: { 'ja-JP': '明確なルール', 'en-US': 'Clear rules', 'zh-CN': '明确的规则' }, body: {
        'ja-JP': 'ボーナスの賭け条件、出金の条件、手数料は、すべて規約に明記しています。',
        'en-US': 'Bonus wagering, withdrawal terms and fees are all written in our terms.',
        'zh-CN': '奖金流水要求、取款条件和手续费均在条款中明确规定。' } },
    ],
    related: [TERMS],
  },
  {
    id: 'pillar-support', kind: 'PILLAR', hues: [20, 45], publishedAt: '2026-04-01T00:00:00.000Z',
    title: { 'ja-JP': '日本語サポート', 'en-US': 'Support in Japanese', 'zh-CN': '日语客服' },
    subtitle: { 'ja-JP': '年中無休・24時間', 'en-US': 'Every day, around the clock', 'zh-CN': '全年无休·24小时' },
    sections: [
      { id: 'team', title: { 'ja-JP': 'サポートチーム', 'en-US': 'Our team', 'zh-CN': '客服团队' }, body: {
        'ja-JP': '日本語を母語とするスタッフが、ライブチャットとメールでお答えします。',
        'en-US': 'Native Japanese speakers answer by live chat and e-mail; English and Chinese are spoken too.',
        'zh-CN': '以日语为母语的员工通过在线客服和邮件为您解答，也提供英语和中文服务。' } },
    ],
    related: [CONTACT, FAQ],
  },
  {
    id: 'ambassador-misaki', kind: 'AMBASSADOR', hues: [320, 350], publishedAt: '2026-06-01T00:00:00.000Z',
    title: { 'ja-JP': '桜井 美咲', 'en-US': 'Misaki Sakurai', 'zh-CN': '樱井美咲' },
    subtitle: { 'ja-JP': 'ブランドアンバサダー', 'en-US': 'Brand ambassador', 'zh-CN': '品牌大使' },
    sections: [
      { id: 'profile', title: { 'ja-JP': 'プロフィール', 'en-US': 'Profile', 'zh-CN': '简介' }, body: {
        'ja-JP': '元プロ雀士。テレビやYouTubeでパチンコ・パチスロの実戦番組に出演し、「楽しく、ほどほどに」を合言葉に発信を続けています。',
        'en-US': 'A former professional mahjong player, Misaki hosts pachinko and pachislot shows on TV and YouTube under her motto: play for fun, in moderation.',
        'zh-CN': '前职业麻将选手，在电视和YouTube上主持柏青哥·柏青嫂实战节目，始终倡导"快乐游戏，适可而止"。' } },
      { id: 'message', title: { 'ja-JP': 'メッセージ', 'en-US': 'Her message', 'zh-CN': '寄语' }, body: {
        'ja-JP': '遊ぶ前に予算を決めること。それが長く楽しむいちばんのコツです。',
        'en-US': 'Decide your budget before you play. That is the best way to enjoy it for a long time.',
        'zh-CN': '游戏前先定好预算，这是长久享受乐趣的最好秘诀。' } },
    ],
    related: [RG, SNS],
  },
  {
    id: 'partner-amigo', kind: 'PARTNER', hues: [40, 0], publishedAt: '2026-05-01T00:00:00.000Z',
    title: { 'ja-JP': 'AMIGO', 'en-US': 'AMIGO', 'zh-CN': 'AMIGO' },
    subtitle: { 'ja-JP': 'パチンコ・パチスロの開発パートナー', 'en-US': 'Our pachinko and pachislot studio', 'zh-CN': '柏青哥·柏青嫂开发合作伙伴' },
    sections: [
      { id: 'studio', title: { 'ja-JP': 'スタジオについて', 'en-US': 'The studio', 'zh-CN': '关于工作室' }, body: {
        'ja-JP': 'AMIGOはホール向け機種の開発で培った技術で、オンライン向けのパチンコ・パチスロを開発しています。QCカジノではAMIGOの機種をリアルマネーでお楽しみいただけます。',
        'en-US': 'AMIGO brings the craft of hall machines to online pachinko and pachislot. At QC Casino its machines are played for real money.',
        'zh-CN': 'AMIGO以开发游戏厅机种积累的技术，开发面向在线的柏青哥·柏青嫂。在QC娱乐场可使用真实货币畅玩AMIGO机种。' } },
    ],
    related: [PACHINKO],
  },
  {
    id: 'partner-safer-play', kind: 'PARTNER', hues: [100, 140], publishedAt: '2026-05-01T00:00:00.000Z',
    title: { 'ja-JP': 'セーファープレイ・ジャパン', 'en-US': 'Safer Play Japan', 'zh-CN': '安全游戏日本' },
    subtitle: { 'ja-JP': '責任あるゲーミングの啓発パートナー', 'en-US': 'Our responsible gaming partner', 'zh-CN': '负责任博彩推广合作伙伴' },
    sections: [
      { id: 'work', title: { 'ja-JP': '取り組み', 'en-US': 'What we do together', 'zh-CN': '合作内容' }, body: {
        'ja-JP': '- スタッフ向けの研修\n- セルフチェックと相談窓口のご案内\n- 遊技時間を見える化するツールの共同開発',
        'en-US': '- Training for our staff\n- Self-checks and where to get help\n- Tools that show how long you have played, built together',
        'zh-CN': '- 员工培训\n- 自我检测及咨询渠道介绍\n- 共同开发可视化游戏时长的工具' } },
    ],
    related: [RG],
  },
];
