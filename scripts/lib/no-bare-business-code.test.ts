// The lint rule that keeps bare business-code numbers out of web/src and mock-server/src
// (scripts/lint/no-bare-business-code.js, configured in eslint.config.js).
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd });
const problems = async (code: string, filePath = 'web/src/lib/http/example.ts') => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'local/no-bare-business-code').map((m) => m.message.match(/code (-?\d+)/)?.[1]);
};

describe('local/no-bare-business-code', () => {
  it('flags bare numbers compared with a code, switched on, or keying a code map', async () => {
    const code = `
      declare const error: { code: number }; declare const pending: { code?: number } | undefined; declare const code: number;
      export const a = error.code === 100010;
      export const b = 100919 !== pending?.code;
      export const c = code == -130;
      export function d() { switch (error.code) { case 10004: return 1; case -120: return 2; default: return 0; } }
      export const e = { 100700: 'code', [-130]: 'elsewhere' };
    `;
    expect(await problems(code)).toEqual(['100010', '100919', '-130', '10004', '-120', '100700', '-130']);
  }, 60_000);

  it('lets names, other numbers and small keys pass', async () => {
    const code = `
      declare const error: { code: number; httpStatus: number }; declare const codes: { nameTaken: 100010 };
      export const a = error.code === codes.nameTaken;
      export const b = error.httpStatus === 503;
      export const c = { 0: 'offer', 1: 'shown', 2: 'none' };
      export const d = [1, 2].length === 2;
    `;
    expect(await problems(code)).toEqual([]);
  }, 60_000);

  it('in the mock, also flags the codes its errors are made with, code fields, code variables and code tables', async () => {
    const code = `
      declare class BusinessError { constructor(code: number, data?: unknown) }
      declare const refuse: (code: number) => BusinessError; declare const ctx: { refuse: typeof refuse };
      declare const reason: 'a' | 'b'; declare const entry: { code: number };
      export const a = new BusinessError(100712);
      export const b = refuse(reason === 'a' ? 10004 : -130);
      export const c = ctx.refuse({ a: 100010, b: 100919 }[reason]);
      export const d = { grant: 'google2fa', code: 100807 };
      export function e(clientError: boolean) { const code = clientError ? 400 : 500; entry.code = 1008; return code; }
      export const REFUSAL_CODES = { below: 102301, above: 102302 } as const;
    `;
    expect(await problems(code, 'mock-server/src/routes/example.ts')).toEqual(['100712', '10004', '-130', '100010', '100919', '100807', '400', '500', '1008', '102301', '102302']);
  }, 60_000);

  it('lets the mock name its codes, and HTTP statuses, counts and sizes pass', async () => {
    const code = `
      declare class BusinessError { constructor(code: number, data?: unknown, options?: { httpStatus?: number }) }
      declare const codes: { nameTaken: 100010; notLoggedIn: 401 }; declare const error: { statusCode: number };
      export const a = new BusinessError(codes.notLoggedIn, null, { httpStatus: 401 });
      export const b = { code: codes.nameTaken, httpStatus: 400, limit: 500 };
      export function c() { error.statusCode = 400; const statusCode = 503; return statusCode; }
      export const d = { code: 0, errorCode: 1 };
    `;
    expect(await problems(code, 'mock-server/src/routes/example.ts')).toEqual([]);
  }, 60_000);

  it("leaves the mock's tests and test helpers, the site's code fields and other areas alone", async () => {
    const throwsByNumber = 'declare class BusinessError { constructor(code: number) } export const a = new BusinessError(100712); export const b = { code: 100702 };';
    expect(await problems(throwsByNumber, 'mock-server/src/routes/example.test.ts')).toEqual([]);
    expect(await problems(throwsByNumber, 'mock-server/src/testing/example.ts')).toEqual([]);
    // The site reads codes; a fixture envelope in its own shape is not a comparison.
    expect(await problems('export const a = { code: 100702, success: false };', 'web/src/lib/http/example.ts')).toEqual([]);
    expect(await problems('declare const e: { code: number }; export const a = e.code === 100010;', 'scripts/example.ts')).toEqual([]);
  }, 60_000);
});
