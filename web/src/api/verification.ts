/**
 * The slider captcha and the codes it unlocks (SPEC §4, §7): a puzzle, its verdict, and the
 * sends that need a solved puzzle. Callers show the failures themselves (silent requests).
 */
import {
  checkSendEmail,
  checkSendPhone,
  generateSliderCaptcha,
  sendCodeByPhone,
  sendValidationCode,
  verifySliderCaptcha,
  verifyValidationCode,
  type CheckSendEmailRequest,
  type CheckSendPhoneRequest,
  type CodeSent,
  type SendCodeByPhoneRequest,
  type SliderPuzzle,
  type SliderVerdict,
  type ValidationSendRequest,
  type ValidationVerifyRequest,
} from '#generated/phoenix/verification.ts';

/** Where the slider is shown (contract CaptchaUse). */
export const captchaUse = { register: 1, login: 2, forgotByEmail: 3, forgotByPhone: 5 } as const;
/** Why a code is sent (contract CodePurpose). */
export const codePurpose = { register: 1, codeLogin: 2, secondFactor: 4, forgotPassword: 5, safetyCheck: 6 } as const;

export interface SolvedSlider {
  captchaId: string;
  captcha: string;
}

export async function loadPuzzle(use: number): Promise<SliderPuzzle> {
  const { data } = await generateSliderCaptcha({ use }, { silent: true });
  return data;
}

export async function checkPuzzle(use: number, captchaId: string, captcha: string): Promise<SliderVerdict> {
  const { data } = await verifySliderCaptcha({ use, captchaId, captcha, noDialog: false }, { silent: true });
  return data;
}

/** Registration and code login: an SMS code behind a solved slider. */
export async function sendPhoneCode(request: SendCodeByPhoneRequest): Promise<CodeSent> {
  const { data } = await sendCodeByPhone(request, { silent: true });
  return data;
}

/** Forgot password: an SMS or e-mail code behind a solved slider. */
export async function sendCode(request: ValidationSendRequest): Promise<CodeSent> {
  const { data } = await sendValidationCode(request, { silent: true });
  return data;
}

export async function verifyCode(request: ValidationVerifyRequest): Promise<void> {
  await verifyValidationCode(request, { silent: true });
}

/** Asked before the slider opens, so a player is not made to solve a puzzle for nothing. */
export async function canSendToPhone(request: CheckSendPhoneRequest): Promise<number> {
  const { data } = await checkSendPhone(request, { silent: true });
  return data.retryAfterSeconds;
}

export async function canSendToEmail(request: CheckSendEmailRequest): Promise<number> {
  const { data } = await checkSendEmail(request, { silent: true });
  return data.retryAfterSeconds;
}

/** '00' + calling code (SPEC §9 "Phone prefix format"). */
export const phonePrefixOf = (countryCode: string): string => `00${countryCode.replace(/\D/g, '')}`;
