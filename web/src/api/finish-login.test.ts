import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '#generated/components/schemas/loginResult.zod.ts';
import type { CommonConfig } from '#generated/phoenix/platform.ts';
import { errorMessage } from '../lib/http/error-message';
import { LocalizedError } from '../lib/http/errors';
import { queryClient } from '../lib/query/query-client';
import { useUserStore } from '../stores/user';
import { testPlayer } from '../testing/session';
import { finishLogin, firstSetupModifyType } from './finish-login';
import { balanceQueryOptions, isLoggedIn, playerQueryOptions } from './player';
import { commonConfigQueryOptions, publicKeyQueryOptions } from './platform';
import { endSession } from './session';

// Neither the device vault (IndexedDB) nor the password cipher (a real key) is the subject here.
vi.mock('../lib/crypto/device-vault', () => ({ seal: async () => null, unseal: async () => null, isSealed: () => false }));
vi.mock('../lib/crypto/password-cipher', () => ({ encryptPassword: async () => 'cipher' }));
vi.mock('./fingerprint', () => ({ recordFingerprint: async () => {} }));

const tokens = (n: number, loginName: string): LoginResult =>
  ({ access_token: `at-${n}`, refresh_token: `rt-${n}`, expires_in: 7200, loginName, playerId: 'p-9', showUpdWinFlag: false }) as LoginResult;

interface Call {
  path: string;
  body: Record<string, unknown>;
}

/**
 * The server for a phone account in its first-time set-up: getUserInfo answers `before` until the
 * set-up (or `setup` says how it fails), the refresh login answers new tokens.
 */
function serve({ loginName, setup }: { loginName: string; setup?: { code: number; msg: string } }) {
  const calls: Call[] = [];
  let setUp = false;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://site.invalid').pathname;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const ok = (data: unknown) => Response.json({ code: 200, success: true, msg: 'success', data });
    switch (path) {
      case '/api/phoenix/user/info':
        // Checked at the moment the server answers: the player is not logged in before the set-up ends.
        return ok(testPlayer({ id: 'p-9', loginName, userNamePwdStatus: setUp ? 1 : 0, locale: 'ja-JP' }));
      case '/api/phoenix/user/new/update':
        if (setup) return Response.json({ code: setup.code, success: false, msg: setup.msg, data: null });
        setUp = true;
        return ok({ loginName, refresh_token: 'rt-setup' });
      case '/auth/oauth/token':
        return ok(tokens(2, loginName));
      case '/auth/oauth/logout':
        return ok(null);
      default:
        throw new Error(`unexpected call ${path}`);
    }
  });
  return calls;
}

beforeEach(() => {
  endSession();
  queryClient.clear();
  queryClient.setQueryData(commonConfigQueryOptions().queryKey, { loginNamePrefix: 'qc', merchantCode: 'QCJP' } as CommonConfig);
  queryClient.setQueryData(publicKeyQueryOptions().queryKey, 'PEM');
  document.documentElement.lang = 'ja-JP';
});
afterEach(() => vi.unstubAllGlobals());

describe('first-time set-up (SPEC §4, §7)', () => {
  it('picks modifyType by the name: 6 when it already is the set-up name, 5 to set one', () => {
    expect(firstSetupModifyType('qc819011112222', 'qc819011112222')).toBe(6);
    expect(firstSetupModifyType('819011112222', 'qc819011112222')).toBe(5);
    expect(firstSetupModifyType('QCLine123456', 'qcline123456')).toBe(5);
  });

  it('a phone account: sends 6 for its own name, logs in again, and counts as logged in only then', async () => {
    const calls = serve({ loginName: 'qc819011112222' });
    const loggedInWhenSetupSent: boolean[] = [];
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (calls.at(-1)?.path === '/api/phoenix/user/new/update') loggedInWhenSetupSent.push(isLoggedIn());
    });
    const login = finishLogin(tokens(1, 'qc819011112222'));
    // Before the set-up has run the session exists but is not a login.
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/phoenix/user/new/update')).toBe(true));
    expect(loggedInWhenSetupSent.every((v) => !v)).toBe(true);
    const player = await login;
    unsubscribe();

    const setup = calls.find((c) => c.path === '/api/phoenix/user/new/update');
    expect(setup?.body).toMatchObject({ modifyType: 6, modifyLoginName: 'qc819011112222', lastUpdatedBy: 'qc819011112222', id: 'p-9' });
    expect(calls.find((c) => c.path === '/auth/oauth/token')?.body).toMatchObject({ grantType: 'refresh_token', refresh_token: 'rt-setup' });
    expect(player.userNamePwdStatus).toBe(1);
    expect(isLoggedIn()).toBe(true);
    expect(useUserStore.getState().webToken?.access_token).toBe('at-2');
    expect(useUserStore.getState().isNewRegistration).toBe(true);
  });

  it('a failed set-up ends the session cleanly and says so', async () => {
    const calls = serve({ loginName: 'qc819011112222', setup: { code: 100711, msg: 'weak' } });
    queryClient.setQueryData(balanceQueryOptions().queryKey, []);

    const failure = await finishLogin(tokens(1, 'qc819011112222')).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(LocalizedError);
    expect(errorMessage(failure, (key) => `t:${key}`)).toBe('t:errors.setupFailed');
    expect(calls.at(-1)?.path).toBe('/auth/oauth/logout');
    expect(isLoggedIn()).toBe(false);
    expect(useUserStore.getState().webToken).toBeNull();
    expect(useUserStore.getState().isNewRegistration).toBe(false);
    expect(queryClient.getQueryData(playerQueryOptions().queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(balanceQueryOptions().queryKey)).toBeUndefined();
    // Public data stays.
    expect(queryClient.getQueryData(commonConfigQueryOptions().queryKey)).toMatchObject({ loginNamePrefix: 'qc' });
  });
});
