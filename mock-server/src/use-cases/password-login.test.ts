import { describe, expect, it } from 'vitest';
import { createAddressThrottle } from '../domain/identity/login-throttle.ts';
import { freshState } from '../domain/state.ts';
import { passwordLogin, type PasswordLoginInput } from './password-login.ts';
import { registerAccount } from './register-account.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');

function setUp() {
  const state = freshState(1);
  const created = registerAccount(state, { loginName: 'qclogin', password: 'Secret12', email: 'login@example.com' }, T0);
  if (!created.ok) throw new Error(created.reason);
  const throttle = createAddressThrottle();
  const input = (over: Partial<PasswordLoginInput> = {}): PasswordLoginInput => ({
    merchantCode: state.config.merchantCode,
    name: 'qclogin',
    byEmail: false,
    password: 'Secret12',
    grantType: 'password',
    code: undefined,
    deviceId: 'device-1',
    from: { address: '203.0.113.7', throttle },
    device: { deviceId: 'device-1' },
    ...over,
  });
  return { state, account: created.account, input };
}

describe('passwordLogin', () => {
  it('logs in with the right password, by name or by e-mail', () => {
    const { state, account, input } = setUp();
    const byName = passwordLogin(state, input(), T0);
    expect(byName.ok && byName.account).toBe(account);
    const byEmail = passwordLogin(state, input({ name: 'login@example.com', byEmail: true }), T0);
    expect(byEmail.ok).toBe(true);
  });

  it('says only "wrong" for an unknown name, a wrong password and another site\'s name', () => {
    const { state, input } = setUp();
    for (const over of [{ name: 'nobody' }, { password: 'Wrong123' }, { merchantCode: 'OTHER' }]) {
      expect(passwordLogin(state, input(over), T0), JSON.stringify(over)).toEqual({ ok: false, reason: 'wrong-password' });
    }
  });

  it('locks the account after five wrong passwords, the right one included, for 15 minutes', () => {
    const { state, input } = setUp();
    for (let i = 0; i < 5; i++) passwordLogin(state, input({ password: 'Wrong123' }), T0);
    expect(passwordLogin(state, input(), T0 + 1000)).toEqual({ ok: false, reason: 'locked', retryAfterSeconds: 899 });
    expect(passwordLogin(state, input(), T0 + 15 * 60_000).ok).toBe(true);
  });

  it('says an account is disabled only to the right password', () => {
    const { state, account, input } = setUp();
    account.status = 'DISABLED';
    expect(passwordLogin(state, input({ password: 'Wrong123' }), T0)).toEqual({ ok: false, reason: 'wrong-password' });
    expect(passwordLogin(state, input(), T0)).toEqual({ ok: false, reason: 'disabled' });
  });

  it('asks a new device for the safety check by e-mail, then trusts the device the code came back from', () => {
    const { state, account, input } = setUp();
    account.loginVerification = true;
    const asked = passwordLogin(state, input(), T0);
    expect(asked).toMatchObject({ ok: false, reason: 'code-asked', asked: 'SAFETY', item: 'EMAIL', retryAfterSeconds: 60 });
    const { code, to } = state.inbox.at(-1)!;
    expect(to).toBe('login@example.com');
    expect(passwordLogin(state, input({ code: code === '000000' ? '111111' : '000000' }), T0)).toMatchObject({ ok: false, reason: 'code', result: { reason: 'wrong' } });
    expect(passwordLogin(state, input({ code }), T0).ok).toBe(true);
    expect(passwordLogin(state, input(), T0 + 1000).ok).toBe(true);
  });
});
