// Slider captcha, verification codes and the "may I send / may I register" checks (SPEC §5, §7).
import { codes, type Locale } from '../../contract.ts';
import { findAccountByEmail, findAccountByPhone } from '../../domain/identity/accounts.ts';
import type { Account } from '../../domain/identity/state.ts';
import { consumeSolvedCaptcha, generateCaptcha, verifyCaptcha } from '../../domain/verification/captcha.ts';
import type { PhoneInput } from '../../domain/shared/phones.ts';
import { markVerified, recordSentCode, sentCode } from '../../domain/verification/sent-codes.ts';
import type { MockState } from '../../domain/state.ts';
import { verifyCode, resendWaitSeconds, sendCode, type CodeDestination, type CodePurpose } from '../../domain/verification/codes.ts';
import { badRequest, type CodeOf, type Refusal } from '../../domain/shared/business-error.ts';
import { defineHandlers } from '../handler.ts';
import { codeOutcomeOrThrow, validPhoneOrThrow } from '../players.ts';

const smsTo = ({ phonePrefix, phone }: PhoneInput): CodeDestination => ({ channel: 'sms', phonePrefix, phone });

function accountAt(state: MockState, destination: CodeDestination): Account | undefined {
  return destination.channel === 'email' ? findAccountByEmail(state, destination.email) : findAccountByPhone(state, destination.phonePrefix, destination.phone);
}

/**
 * Who a code may go to: registration (purpose 1) only to a number nobody uses (100921); every
 * other purpose only to one an account uses (100920).
 */
function phoneHolderOrThrow(refuse: Refusal<CodeOf<'phoneTaken' | 'unknownContact'>>, state: MockState, phone: PhoneInput, purpose: CodePurpose): Account | undefined {
  const holder = findAccountByPhone(state, phone.phonePrefix, phone.phone);
  if (purpose === 1 && holder) throw refuse(codes.phoneTaken);
  if (purpose !== 1 && !holder) throw refuse(codes.unknownContact);
  return holder;
}

/** 100930 while the last code to this destination for this purpose is under 60 s old. */
function notTooSoonOrThrow(refuse: Refusal<CodeOf<'sendTooSoon'>>, state: MockState, destination: CodeDestination, purpose: CodePurpose, now: number): void {
  const wait = resendWaitSeconds(state, destination, purpose, now);
  if (wait > 0) throw refuse(codes.sendTooSoon, { retryAfterSeconds: wait });
}

/**
 * Sends a code once every check passed. The slider pass is spent last, so a refused send (taken
 * number, too soon) does not cost the player a new puzzle; without a pass nothing is sent (100704).
 */
function sendBehindSlider(
  refuse: Refusal<CodeOf<'sendTooSoon' | 'sliderNotSolved'>>,
  state: MockState,
  input: { captchaId: string; destination: CodeDestination; purpose: CodePurpose; account: Account | undefined; locale: Locale },
  now: number,
) {
  notTooSoonOrThrow(refuse, state, input.destination, input.purpose, now);
  if (!consumeSolvedCaptcha(state, input.captchaId, now)) throw refuse(codes.sliderNotSolved);
  const sent = sendCode(state, input.destination, input.purpose, now, input.account?.locale ?? input.locale);
  // Checked above; sendCode keeps its own guard for its other callers.
  if (!sent.ok) throw refuse(codes.sendTooSoon, { retryAfterSeconds: sent.retryAfterSeconds });
  const captchaId = recordSentCode(state, { purpose: input.purpose, destination: input.destination, playerId: input.account?.id }, now);
  return { captchaId, expiresInSeconds: sent.expiresInSeconds, retryAfterSeconds: sent.retryAfterSeconds };
}

export const validateHandlers = defineHandlers({
  generateSliderCaptcha: ({ body, state, now }) => generateCaptcha(state, { use: body.use, now }),

  verifySliderCaptcha: ({ body, state, now }) => {
    const verdict = verifyCaptcha(state, body.captchaId, body.captcha, now);
    return { captchaId: body.captchaId, validateResult: verdict.validateResult, reason: verdict.validateResult === 1 ? null : verdict.reason };
  },

  // Forgot password and the other codes of a known account, by SMS or e-mail.
  sendValidationCode: ({ body, state, now, locale, refuse }) => {
    const byEmail = body.loginType === 2 || (body.email !== undefined && body.phone === undefined);
    let destination: CodeDestination;
    if (byEmail) destination = { channel: 'email', email: body.email ?? '' };
    else if (body.phone !== undefined && body.phonePrefix !== undefined) destination = smsTo({ phone: body.phone, phonePrefix: body.phonePrefix });
    else throw badRequest(body.phone === undefined ? 'phone' : 'phonePrefix', 'required (or email with loginType 2)');
    if (destination.channel === 'email' && destination.email === '') throw badRequest('email', 'required with loginType 2');
    const account = accountAt(state, destination);
    // Registration codes go to anyone (the register call refuses a taken one); the rest need an account.
    if (body.purpose !== 1 && !account) throw refuse(codes.unknownContact);
    return sendBehindSlider(refuse, state, { captchaId: body.captchaId, destination, purpose: body.purpose, account, locale }, now);
  },

  // A right code marks its captchaId verified for 10 minutes (recoverAccount, resetPassword).
  verifyValidationCode: ({ body, state, now, refuse }) => {
    const sent = sentCode(state, body.captchaId);
    if (!sent) throw refuse(codes.codeExpired);
    codeOutcomeOrThrow(refuse, verifyCode(state, sent.destination, sent.purpose, body.code, now));
    markVerified(sent, now);
    return { captchaId: body.captchaId, verified: true as const };
  },

  sendCodeByPhone: ({ body, state, now, locale, refuse }) => {
    validPhoneOrThrow(refuse, body);
    const account = phoneHolderOrThrow(refuse, state, body, body.purpose);
    const destination = smsTo(body);
    return sendBehindSlider(refuse, state, { captchaId: body.captchaId, destination, purpose: body.purpose, account, locale }, now);
  },

  // Asked before the slider is shown, so the player is not made to solve one for nothing.
  checkSendPhone: ({ body, state, now, refuse }) => {
    validPhoneOrThrow(refuse, body);
    phoneHolderOrThrow(refuse, state, body, body.purpose);
    notTooSoonOrThrow(refuse, state, smsTo(body), body.purpose, now);
    return { retryAfterSeconds: 0 };
  },

  checkSendEmail: ({ body, state, now, refuse }) => {
    const destination: CodeDestination = { channel: 'email', email: body.email };
    if (body.purpose !== 1 && !findAccountByEmail(state, body.email)) throw refuse(codes.unknownContact);
    notTooSoonOrThrow(refuse, state, destination, body.purpose, now);
    return { retryAfterSeconds: 0 };
  },

  validateEmail: ({ body, state, refuse }) => {
    if (findAccountByEmail(state, body.email)) throw refuse(codes.emailTaken);
    return null;
  },

  validatePhone: ({ body, state, refuse }) => {
    const { virtual } = validPhoneOrThrow(refuse, body);
    if (findAccountByPhone(state, body.phonePrefix, body.phone)) throw refuse(codes.phoneTaken);
    return { virtual };
  },
});
