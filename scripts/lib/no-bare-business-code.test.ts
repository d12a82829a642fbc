// The lint rule that keeps bare business-code numbers out of web/src (eslint.config.js).
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

  it('applies to web/src only', async () => {
    expect(await problems('declare const e: { code: number }; export const a = e.code === 100010;', 'mock-server/src/example.ts')).toEqual([]);
  }, 60_000);
});
