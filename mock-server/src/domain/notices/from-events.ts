import type { RecordedEvent } from '../events/events.ts';
import { REJECT_REASONS } from '../kyc/documents.ts';
import type { NoticeDraft } from './state.ts';
import { money, noticeText } from './texts.ts';

/**
 * Which of the things that happen to a player become a station message, and what it says: ONE
 * case per kind of recorded event. A slice that records a new kind of event (a bonus granted or
 * expiring, a prize won) adds its case here and its words in texts.ts; the switch has no default,
 * so the compiler asks for every kind. use-cases/notify-player.ts writes what this answers.
 */
export function noticeForEvent(event: RecordedEvent): NoticeDraft | undefined {
  switch (event.type) {
    case 'deposit-changed': {
      if (event.deposit.status !== 'PAID') return undefined;
      const { amount, currency, orderNo } = event.deposit;
      return { accountId: event.accountId, category: 'MONEY', important: false, linkPath: '/account/records', ...noticeText('depositPaid', { amount: money(amount, currency), orderNo }) };
    }
    case 'withdrawal-changed': {
      const values = { amount: money(event.amount, event.currency), orderNo: event.orderId };
      if (event.status === 'PAID') return { accountId: event.accountId, category: 'MONEY', important: false, linkPath: '/account/records', ...noticeText('withdrawalPaid', values) };
      // The money came back: the player should know, and act.
      if (event.status === 'FAILED' || event.status === 'REJECTED') {
        return { accountId: event.accountId, category: 'MONEY', important: true, linkPath: '/account/withdraw', ...noticeText('withdrawalReturned', values) };
      }
      return undefined;
    }
    case 'identity-reviewed':
      return event.status === 'APPROVED'
        ? { accountId: event.accountId, category: 'ACCOUNT', important: false, linkPath: '/account/verification', ...noticeText('identityApproved') }
        : {
            accountId: event.accountId,
            category: 'ACCOUNT',
            important: true,
            linkPath: '/account/verification',
            ...noticeText('identityRejected', { reason: REJECT_REASONS[event.reason ?? 'UNREADABLE'] }),
          };
    case 'coupon-changed':
      if (event.status === 'USED') return undefined;
      return {
        accountId: event.accountId,
        category: 'REWARD',
        important: false,
        linkPath: event.status === 'ISSUED' ? `/q-pon-reward?couponId=${event.couponId}` : '/q-pon/shop-history',
        ...noticeText(event.status === 'ISSUED' ? 'couponIssued' : 'couponExpired', { title: event.title }),
      };
    case 'prize-awarded': {
      const linkPath = { TOURNAMENT: '/tournaments', LOTTERY: '/lottery', GUESS: '/account/guess-games', REFERRAL: '/account/referral' }[event.source];
      return { accountId: event.accountId, category: 'REWARD', important: false, linkPath, ...noticeText('prizeAwarded', { title: event.title, amount: money(event.amount, event.currency) }) };
    }
    // A chat's lines reach the player in the chat itself (its push and the unread badge), not as
    // notices; a bonus's changes reach the player live (the `activity` push and /promo).
    case 'chat-changed':
    case 'bonus-changed':
    case 'wallet-changed':
    case 'rate-changed':
    case 'notice-created':
    case 'ranking-changed':
    case 'notable-win':
      return undefined;
  }
}
