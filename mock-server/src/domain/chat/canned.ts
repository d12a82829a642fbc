import type { Locale } from '../../contract.ts';

/**
 * The chat's own lines in each language: the greeting, the offline notes, the closing line, and
 * the canned replies that answer a message when nobody is at the desk, picked by what the message
 * is about (deposits, withdrawals, passwords and logins, bonuses; anything else gets the general one).
 */

type Lines = Record<Locale, string>;

export const GREETING: Lines = {
  'ja-JP': 'お問い合わせありがとうございます。ご用件をお送りください。',
  'en-US': 'Thank you for contacting us. How can we help?',
  'zh-CN': '感谢您的咨询。请告诉我们您需要什么帮助。',
};

export const OFFLINE_NOTE: Lines = {
  'ja-JP': 'ただいまオペレーターは対応時間外です。メッセージを残していただければ、後ほど回答いたします。',
  'en-US': 'Our agents are offline right now. Leave a message and we will answer it later.',
  'zh-CN': '客服目前不在线。请留言，我们稍后回复您。',
};

export const OFFLINE_RECEIVED: Lines = {
  'ja-JP': 'メッセージを受け付けました。オペレーターが確認次第、回答いたします。',
  'en-US': 'We have your message. An agent will answer it as soon as they can.',
  'zh-CN': '已收到您的留言。客服确认后将尽快回复您。',
};

export const CLOSED_NOTE: Lines = {
  'ja-JP': 'チャットを終了しました。ご利用ありがとうございました。',
  'en-US': 'This chat has ended. Thank you for contacting us.',
  'zh-CN': '聊天已结束。感谢您的咨询。',
};

const TOPICS: { pattern: RegExp; reply: Lines }[] = [
  {
    pattern: /入金|デポジット|deposit|充值|存款|入款/i,
    reply: {
      'ja-JP': '入金の反映には通常数分かかります。10分以上反映されない場合は、入金の注文番号をお知らせください。',
      'en-US': 'Deposits usually arrive within a few minutes. If yours has not after 10 minutes, please send us the order number.',
      'zh-CN': '充值通常几分钟内到账。如超过10分钟仍未到账，请告诉我们订单号。',
    },
  },
  {
    pattern: /出金|引き出し|withdraw|提款|取款|提现/i,
    reply: {
      'ja-JP': '出金は審査の後に送金されます。審査状況はマイアカウントの出金ページでご確認いただけます。',
      'en-US': 'Withdrawals are paid after a review. You can follow the review on the withdrawal page of your account.',
      'zh-CN': '提款经审核后汇出。您可以在我的账户的提款页面查看审核进度。',
    },
  },
  {
    pattern: /パスワード|ログイン|password|log ?in|sign ?in|密码|登录/i,
    reply: {
      'ja-JP': 'パスワードをお忘れの場合は、ログイン画面の「パスワードをお忘れの方」から再設定できます。',
      'en-US': 'If you forgot your password, you can reset it with "Forgot password" on the login screen.',
      'zh-CN': '如果忘记密码，可以在登录页面通过“忘记密码”重新设置。',
    },
  },
  {
    pattern: /ボーナス|プロモ|キャンペーン|bonus|promo|奖金|优惠|活动/i,
    reply: {
      'ja-JP': '開催中のプロモーションはプロモーションページでご確認いただけます。条件は各プロモーションの詳細をご覧ください。',
      'en-US': 'You can see the promotions running now on the promotions page; each one lists its terms.',
      'zh-CN': '正在进行的优惠活动请查看优惠页面，各活动的条件请见详情。',
    },
  },
];

const GENERAL: Lines = {
  'ja-JP': 'ありがとうございます。担当者が内容を確認しております。しばらくお待ちください。',
  'en-US': 'Thank you. An agent is looking into it; please bear with us.',
  'zh-CN': '感谢您的耐心。客服正在确认，请稍候。',
};

/** The canned reply to a message: the first topic it mentions, else the general line. */
export function cannedReply(text: string | null, locale: Locale): string {
  const topic = text ? TOPICS.find(({ pattern }) => pattern.test(text)) : undefined;
  return (topic?.reply ?? GENERAL)[locale];
}
