import { describe, expect, it } from 'vitest';
import { messagesTo, sentTo } from './inbox.ts';
import { freshState } from '../state.ts';
import {
  CODE_TTL_SECONDS,
  type CodeDestination,
  inboxAddress,
  MAX_WRONG_ATTEMPTS,
  phoneInboxAddress,
  RESEND_SECONDS,
  resendWaitSeconds,
  sendCode,
  verifyCode,
} from './codes.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const phone: CodeDestination = { channel: 'sms', phonePrefix: '0081', phone: '9012345678' };
const email: CodeDestination = { channel: 'email', email: 'Player01@Example.com' };

function sent(result: ReturnType<typeof sendCode>): string {
  if (!result.ok) throw new Error(`not sent: ${result.reason}`);
  return result.code;
}

describe('verification codes', () => {
  it('sends 6 random digits and writes them to the inbox', () => {
    const state = freshState(1);
    const result = sendCode(state, phone, 1, T0);
    expect(result).toEqual({ ok: true, code: expect.stringMatching(/^\d{6}$/), expiresInSeconds: 300, retryAfterSeconds: 60 });
    const code = sent(result);
    expect(messagesTo(state, '+81 9012345678')).toEqual([
      { to: '+81 9012345678', channel: 'sms', purpose: 'register', code, text: `【QC】会員登録の認証コード: ${code}（5分間有効）`, time: '2026-11-22T10:00:00.000Z' },
    ]);
    const mail = sent(sendCode(state, email, 5, T0, 'en-US'));
    expect(messagesTo(state, 'player01@example.com')[0]).toMatchObject({
      channel: 'email',
      purpose: 'forgot-password',
      code: mail,
      text: `[QC] Your password reset code: ${mail} (valid for 5 minutes)`,
    });
    expect(state.codes['sms:00819012345678:1']).toMatchObject({ code, target: '00819012345678', wrongAttempts: 0 });
  });

  it('names phones in the inbox as +<calling code> <number>', () => {
    expect(phoneInboxAddress('0081', '9012345678')).toBe('+81 9012345678');
    expect(phoneInboxAddress('00852', '9123 4567')).toBe('+852 91234567');
    expect(inboxAddress({ channel: 'email', email: ' QA@Example.JP ' })).toBe('qa@example.jp');
  });

  it('refuses a resend inside 60 s, per destination and purpose', () => {
    const state = freshState(1);
    sent(sendCode(state, phone, 1, T0));
    expect(sendCode(state, phone, 1, T0 + 1_000)).toEqual({ ok: false, reason: 'too-soon', retryAfterSeconds: 59 });
    expect(resendWaitSeconds(state, phone, 1, T0 + 59_500)).toBe(1);
    // Another purpose or another destination is not held back.
    sent(sendCode(state, phone, 2, T0 + 1_000));
    sent(sendCode(state, { ...phone, phone: '9087654321' }, 1, T0 + 1_000));
    expect(resendWaitSeconds(state, phone, 1, T0 + RESEND_SECONDS * 1000)).toBe(0);
    expect(state.inbox).toHaveLength(3);
  });

  it('takes the right code once; only the latest code works after a resend', () => {
    const state = freshState(1);
    const first = sent(sendCode(state, email, 4, T0));
    const second = sent(sendCode(state, { channel: 'email', email: 'player01@example.com' }, 4, T0 + RESEND_SECONDS * 1000));
    if (first !== second) expect(verifyCode(state, email, 4, first, T0 + 61_000)).toMatchObject({ reason: 'wrong' });
    expect(verifyCode(state, email, 4, second, T0 + 61_000)).toEqual({ ok: true });
    expect(verifyCode(state, email, 4, second, T0 + 62_000)).toEqual({ ok: false, reason: 'no-code' });
  });

  it('keeps codes per purpose', () => {
    const state = freshState(1);
    const code = sent(sendCode(state, phone, 2, T0));
    expect(verifyCode(state, phone, 1, code, T0)).toEqual({ ok: false, reason: 'no-code' });
    expect(verifyCode(state, phone, 2, code, T0)).toEqual({ ok: true });
  });

  it('expires a code 300 s after it was sent', () => {
    const state = freshState(1);
    const code = sent(sendCode(state, phone, 5, T0));
    expect(verifyCode(state, phone, 5, code, T0 + CODE_TTL_SECONDS * 1000)).toEqual({ ok: false, reason: 'expired' });
    const again = sent(sendCode(state, phone, 5, T0 + CODE_TTL_SECONDS * 1000));
    expect(verifyCode(state, phone, 5, again, T0 + CODE_TTL_SECONDS * 1000 + 299_999)).toEqual({ ok: true });
  });

  it('burns a code after 5 wrong attempts, even for the right code afterwards', () => {
    const state = freshState(1);
    const code = sent(sendCode(state, phone, 6, T0));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = MAX_WRONG_ATTEMPTS - 1; left > 0; left -= 1) {
      expect(verifyCode(state, phone, 6, wrong, T0)).toEqual({ ok: false, reason: 'wrong', attemptsLeft: left });
    }
    expect(verifyCode(state, phone, 6, wrong, T0)).toEqual({ ok: false, reason: 'too-many-attempts' });
    expect(verifyCode(state, phone, 6, code, T0)).toEqual({ ok: false, reason: 'too-many-attempts' });
    // A new code after the countdown starts afresh.
    const fresh = sent(sendCode(state, phone, 6, T0 + RESEND_SECONDS * 1000));
    expect(verifyCode(state, phone, 6, fresh, T0 + RESEND_SECONDS * 1000)).toEqual({ ok: true });
  });

  it('keeps the codes structuredClone-able', () => {
    const state = freshState(1);
    sent(sendCode(state, phone, 1, T0));
    expect(structuredClone(state.codes)).toEqual(state.codes);
  });
});

describe('the inbox for QA', () => {
  const sms = { to: '+81 9012345678', channel: 'sms', purpose: 'register', code: '111111', text: '', time: '' } as const;
  const mail = { to: 'Player01@Example.com', channel: 'email', purpose: 'forgot-password', code: '222222', text: '', time: '' } as const;

  it('finds a phone however it is written, and an e-mail in any case', () => {
    for (const to of ['+81 9012345678', '+819012345678', '0081 9012345678', '090-1234-5678', '09012345678', '81 90 1234 5678']) {
      expect(sentTo(sms, to), to).toBe(true);
    }
    for (const to of ['+81 9012345679', '+1 9012345678', '9012345678', '0', '']) expect(sentTo(sms, to), to).toBe(false);
    expect(sentTo(mail, 'player01@example.com')).toBe(true);
    expect(sentTo(mail, 'player02@example.com')).toBe(false);
  });

  it('filters by purpose', () => {
    const state = { inbox: [sms, mail].map((m) => ({ ...m })) };
    expect(messagesTo(state, undefined, 'forgot-password').map((m) => m.code)).toEqual(['222222']);
    expect(messagesTo(state, '+819012345678', 'register').map((m) => m.code)).toEqual(['111111']);
    expect(messagesTo(state, '+819012345678', 'forgot-password')).toEqual([]);
  });
});
