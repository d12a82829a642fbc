/** Forgot password (SPEC §7 "Forgot password") with the exact payloads SPEC lists. */
import { recoverAccount, resetPassword, type RecoveredAccount } from '#generated/phoenix/access.ts';
import { encryptPassword } from '#web/api/platform.ts';
import { captchaUse, codePurpose, sendCode, verifyCode, type SolvedSlider } from '#web/api/verification.ts';

export async function sendResetCodeByPhone(slider: SolvedSlider, phonePrefix: string, phone: string): Promise<string> {
  const sent = await sendCode({ ...slider, use: captchaUse.forgotByPhone, purpose: codePurpose.forgotPassword, phonePrefix, phone });
  return sent.captchaId;
}

export async function sendResetCodeByEmail(slider: SolvedSlider, email: string): Promise<string> {
  const sent = await sendCode({ ...slider, use: captchaUse.forgotByEmail, purpose: codePurpose.forgotPassword, email, loginType: 2 });
  return sent.captchaId;
}

export function verifyResetCodeByPhone(captchaId: string, code: string, phonePrefix: string, phone: string): Promise<void> {
  return verifyCode({ captchaId, code, phone, phonePrefix, purpose: codePurpose.forgotPassword });
}

export function verifyResetCodeByEmail(captchaId: string, code: string, email: string): Promise<void> {
  return verifyCode({ captchaId, code, loginName: email });
}

/** Which account step 2 resets, to show the player. */
export async function accountToReset(captchaId: string): Promise<RecoveredAccount> {
  const { data } = await recoverAccount({ captchaId }, { silent: true });
  return data;
}

export async function resetPasswordByPhone(captchaId: string, phonePrefix: string, phone: string, password: string): Promise<void> {
  await resetPassword(
    { captchaId, email: '', mobile: phone, modifyType: 6, newPassword: await encryptPassword(password), phonePrefix },
    { silent: true },
  );
}

export async function resetPasswordByEmail(captchaId: string, email: string, password: string): Promise<void> {
  await resetPassword(
    { captchaId, email, loginName: '', modifyType: 6, newPassword: await encryptPassword(password), phonePrefix: '' },
    { silent: true },
  );
}
