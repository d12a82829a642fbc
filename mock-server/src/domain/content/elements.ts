import type { cmsContract, DataOf, Locale } from '../../contract.ts';
import type { CmsTemplate } from './cms.ts';
import { runningPromotions } from './promotions.ts';

export type CmsElement = DataOf<typeof cmsContract.GetElementsInfoResponse>[number];
export type CmsElementKey = CmsElement['key'];
type Item = CmsElement['items'][number];
type Text = Record<Locale, string>;

const TITLES: Record<CmsElementKey, { title: Text; remark: Text }> = {
  HOME_PROMOTIONS: {
    title: { 'ja-JP': '開催中のプロモーション', 'en-US': 'Promotions on now', 'zh-CN': '进行中的优惠活动' },
    remark: { 'ja-JP': '参加条件は各プロモーションのページでご確認ください。', 'en-US': 'See each promotion for how to take part.', 'zh-CN': '参加条件请查看各活动页面。' },
  },
  SNS_LINKS: {
    title: { 'ja-JP': 'QCカジノの公式アカウント', 'en-US': 'Follow QC Casino', 'zh-CN': 'QC娱乐场官方账号' },
    remark: {
      'ja-JP': 'キャンペーン、新作ゲーム、メンテナンスの情報をいち早くお届けします。',
      'en-US': 'Campaigns, new games and maintenance news, first.',
      'zh-CN': '第一时间为您送上活动、新游戏和维护信息。',
    },
  },
  CONTACT_INFO: {
    title: { 'ja-JP': 'サポート窓口', 'en-US': 'Support', 'zh-CN': '客服窗口' },
    remark: { 'ja-JP': '年中無休で対応しています。', 'en-US': 'We answer every day of the year.', 'zh-CN': '全年无休为您服务。' },
  },
};

/** The accounts the footer's social icons also link to (templates of FOOTER_SOCIAL), with what each posts. */
const SNS_COPY: Record<string, { handle: string; text: Text }> = {
  x: { handle: '@qccasino_jp', text: { 'ja-JP': 'キャンペーンやメンテナンスの最新情報をお届けします。', 'en-US': 'Campaign and maintenance news as it happens.', 'zh-CN': '即时发布活动和维护的最新信息。' } },
  line: { handle: '@qccasino', text: { 'ja-JP': '友だち追加で限定クーポンが届きます。', 'en-US': 'Add us as a friend for members-only coupons.', 'zh-CN': '添加好友即可收到限定优惠券。' } },
  instagram: { handle: '@qccasino_jp', text: { 'ja-JP': '新作ゲームやイベントの様子を写真で紹介します。', 'en-US': 'New games and events in pictures.', 'zh-CN': '用图片介绍新游戏和活动现场。' } },
  youtube: { handle: '@qccasino_jp', text: { 'ja-JP': 'アンバサダーの実戦動画や遊び方の解説を配信中。', 'en-US': 'Play sessions with our ambassador and how-to videos.', 'zh-CN': '播放品牌大使的实战视频和玩法讲解。' } },
};

const CONTACT: readonly { id: string; title: Text; subtitle: Text; text: Text; link: string }[] = [
  {
    id: 'contact-chat', link: '/contact',
    title: { 'ja-JP': 'ライブチャット', 'en-US': 'Live chat', 'zh-CN': '在线客服' },
    subtitle: { 'ja-JP': '24時間', 'en-US': '24 hours', 'zh-CN': '24小时' },
    text: { 'ja-JP': 'いちばん早くお答えできる窓口です。', 'en-US': 'The fastest way to reach us.', 'zh-CN': '最快的联系方式。' },
  },
  {
    id: 'contact-mail', link: '',
    title: { 'ja-JP': 'メール', 'en-US': 'E-mail', 'zh-CN': '电子邮件' },
    subtitle: { 'ja-JP': 'support@qc-casino.example', 'en-US': 'support@qc-casino.example', 'zh-CN': 'support@qc-casino.example' },
    text: { 'ja-JP': '24時間以内にご返信します。', 'en-US': 'We reply within 24 hours.', 'zh-CN': '24小时内回复。' },
  },
];

const noPeriod = { startAt: null, endAt: null };

/** The elements asked, in that order. */
export function elementsFor(keys: readonly CmsElementKey[], locale: Locale, cms: readonly CmsTemplate[], seed: number, now: number): CmsElement[] {
  return [...new Set(keys)].map((key) => {
    const items: Item[] =
      key === 'HOME_PROMOTIONS'
        ? runningPromotions(seed, locale, now).map((p) => ({
            id: `promo-${p.key}`,
            title: p.title,
            subtitle: p.offer,
            text: p.teaser,
            link: p.link,
            media: { fullFilePath: p.imagePath, fullWebpFilePath: '', resourceType: 'IMAGE' },
            startAt: p.startAt,
            endAt: p.endAt,
          }))
        : key === 'SNS_LINKS'
          ? cms
              .filter((t) => t.moduleCode === 'FOOTER_SOCIAL' && t.locale === locale && Object.hasOwn(SNS_COPY, t.templateComment))
              .map((t) => ({
                id: `sns-${t.templateComment}`,
                title: t.title,
                subtitle: SNS_COPY[t.templateComment]!.handle,
                text: SNS_COPY[t.templateComment]!.text[locale],
                link: t.templateAction,
                media: t.mediaLibrary,
                ...noPeriod,
              }))
          : CONTACT.map((c) => ({ id: c.id, title: c.title[locale], subtitle: c.subtitle[locale], text: c.text[locale], link: c.link, media: null, ...noPeriod }));
    return { key, title: TITLES[key].title[locale], remark: TITLES[key].remark[locale], items };
  });
}
