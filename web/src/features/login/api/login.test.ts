import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorCodes } from '#web/lib/http/error-codes.ts';
import { attemptLogin } from './login';

const request = { grantType: 'password', loginType: 1, loginName: 'qcplayer01', password: 'c', merchantCode: 'QCJP' } as const;
const challenge = { loginName: 'qcplayer01', securityResp: { securityItem: 'EMAIL', email: 'p***@example.com', mobilePhone: null, phoneCountryCode: null } };

const answer = (code: number, data: unknown) =>
  vi.stubGlobal('fetch', async () => Response.json({ code, success: code === errorCodes.success, msg: '', data }));

afterEach(() => vi.unstubAllGlobals());

describe('attemptLogin', () => {
  it('turns the 100701 the client resolves into the safety-check step', async () => {
    answer(100701, challenge);
    await expect(attemptLogin(request)).resolves.toEqual({ kind: 'challenge', pending: { code: 100701, challenge, request } });
  });

  it('turns a thrown second-factor code into its step, and a 100701 without a challenge into a failure', async () => {
    answer(101808, challenge);
    await expect(attemptLogin(request)).resolves.toMatchObject({ kind: 'challenge', pending: { code: 101808 } });
    answer(100701, null);
    await expect(attemptLogin(request)).rejects.toThrow('100701 came without a LoginChallenge');
  });
});
