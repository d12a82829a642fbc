import { describe, expect, it } from 'vitest';
import { commonErrorCodes, operations } from '#generated/operations.ts';
import { codes, errorCodes, SAFETY_CHECK_CODE } from './error-codes';
import { ApiError } from './errors';
import { decideError } from './error-policy';

const context = { path: '/api/x', silent: false, retried: false };
const apiError = (code: number, httpStatus = 200) => new ApiError({ code, msg: 'server says', httpStatus, path: '/api/x' });

describe('error policy and the code catalogue', () => {
  it('every code the policy handles specially is in the catalogue of common codes', () => {
    const catalogue = new Set(commonErrorCodes.map((entry) => entry.code));
    for (const code of Object.values(errorCodes)) {
      if (code === errorCodes.success) continue;
      expect(catalogue, `code ${code}`).toContain(code);
    }
  });

  it('the safety check the client resolves is the login code the contract names', () => {
    const login = operations.find((operation) => operation.operationId === 'login');
    expect(login?.errorCodes.map((entry) => entry.code)).toContain(SAFETY_CHECK_CODE);
  });

  it('every common code gets a decision without throwing', () => {
    for (const { code } of commonErrorCodes) {
      const sentWithHttpStatus: readonly number[] = [codes.notLoggedIn, codes.serverError, codes.maintenance];
      const httpStatus = sentWithHttpStatus.includes(code) ? code : 200;
      expect(() => decideError(apiError(code, httpStatus), context)).not.toThrow();
    }
  });

  it('maintenance (code or HTTP 503) goes to the maintenance page', () => {
    expect(decideError(apiError(503, 503), context).steps).toEqual([{ kind: 'navigate', to: '/maintence' }]);
    expect(decideError(apiError(503), context).steps).toEqual([{ kind: 'navigate', to: '/maintence' }]);
  });

  it('a validation error (400) shows the message naming the field', () => {
    expect(decideError(apiError(400, 400), context).steps).toEqual([{ kind: 'toast', message: 'server says' }]);
  });

  it('a 5xx never shows the server wording', () => {
    expect(decideError(apiError(500, 500), context).steps).toEqual([{ kind: 'toast-key', key: 'errors.server' }]);
  });

  it('1008 renews and retries once; refused again after the renewal, the session ends and the player is told, silent caller or not', () => {
    expect(decideError(apiError(codes.tokenInvalid), context)).toEqual({ steps: [{ kind: 'renew-session' }], retry: true });
    const ended = { steps: [{ kind: 'end-session' }], retry: false };
    expect(decideError(apiError(codes.tokenInvalid), { ...context, retried: true })).toEqual(ended);
    expect(decideError(apiError(codes.tokenInvalid), { ...context, retried: true, silent: true })).toEqual(ended);
  });

  it('a failed logout triggers nothing (it would sign out again)', () => {
    const logoutError = new ApiError({ code: -130, msg: '', httpStatus: 200, path: '/auth/oauth/logout' });
    expect(decideError(logoutError, context)).toEqual({ steps: [], retry: false });
  });
});
