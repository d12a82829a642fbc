import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { codes, commonCodes, fieldHint, fieldHints } from '#generated/codes.ts';
import { codeCatalogue, codeMessage } from '#generated/code-messages.ts';
import { commonErrorCodes, operationsById } from '#generated/operations.ts';
import { checkAllUsed, codeTextsFile, parseCatalogue, parseCodeRefs } from './codes.ts';

const message = { 'ja-JP': 'テスト', 'en-US': 'Test', 'zh-CN': '测试' };
const catalogue = parseCatalogue({
  codes: {
    '100010': { name: 'nameTaken', meaning: 'taken', message },
    '-130': { name: 'loggedInElsewhere', meaning: 'elsewhere', message },
  },
});

describe('the code catalogue format', () => {
  it('reads codes with their name, meaning and messages', () => {
    expect(catalogue.get(-130)).toEqual({ code: -130, name: 'loggedInElsewhere', meaning: 'elsewhere', message });
  });

  it('reads a field message, and writes the site’s texts of a language by code name', () => {
    const fieldMessage = { 'ja-JP': '欄', 'en-US': 'Field', 'zh-CN': '栏' };
    const withField = parseCatalogue({ codes: { '100702': { name: 'wrongPassword', meaning: 'm', message, fieldMessage } } });
    expect(withField.get(100702)?.fieldMessage).toEqual(fieldMessage);
    expect(JSON.parse(codeTextsFile(withField, 'en-US'))).toEqual({ codes: { wrongPassword: 'Test' }, codeFields: { wrongPassword: 'Field' } });
  });

  it.each([
    ['a missing message', { '1': { name: 'a', meaning: 'm', message: { 'ja-JP': 'x', 'en-US': 'y' } } }, /code 1 \(a\) has no zh-CN message/],
    ['an empty message', { '1': { name: 'a', meaning: 'm', message: { ...message, 'en-US': ' ' } } }, /has no en-US message/],
    ['a name used twice', { '1': { name: 'a', meaning: 'm', message }, '2': { name: 'a', meaning: 'm', message } }, /name a is used by 1 and 2/],
    ['a name that is not camelCase', { '1': { name: 'Name-taken', meaning: 'm', message } }, /camelCase name/],
    ['no meaning', { '1': { name: 'a', message } }, /needs a meaning/],
    ['a key that is no integer', { abc: { name: 'a', meaning: 'm', message } }, /not an integer code/],
    ['an unknown key', { '1': { name: 'a', meaning: 'm', message, msg: 'x' } }, /unknown keys msg/],
    ['a field message without a language', { '1': { name: 'a', meaning: 'm', message, fieldMessage: { 'ja-JP': 'x' } } }, /code 1 \(a\) has no en-US fieldMessage/],
  ])('refuses %s', (_, codes, error) => {
    expect(() => parseCatalogue({ codes })).toThrow(error);
  });
});

describe("an operation's x-error-codes", () => {
  const fields = new Set(['loginName', 'email']);
  it('takes numbers and {code, field}', () => {
    expect(parseCodeRefs([-130, { code: 100010, field: 'loginName' }], 'op', catalogue, { fields })).toEqual([
      { code: -130 },
      { code: 100010, field: 'loginName' },
    ]);
  });

  it.each([
    ['a code the catalogue lacks', [100999], /code 100999 is not in openapi\/codes.yaml/],
    ['a code listed twice', [100010, { code: 100010 }], /listed twice/],
    ['a field the request lacks', [{ code: 100010, field: 'username' }], /names field username, which the request does not have/],
    ['the old map format', { '100010': { meaning: 'x' } }, /must be a list of codes/],
    ['a malformed entry', [{ code: '100010' }], /neither a code nor/],
    ['nothing at all', undefined, /has no x-error-codes/],
  ])('refuses %s', (_, value, error) => {
    expect(() => parseCodeRefs(value, 'phoenix registerByEmail', catalogue, { fields })).toThrow(error);
  });

  it('refuses a common code in an operation', () => {
    expect(() => parseCodeRefs([-130], 'op', catalogue, { common: new Set([-130]) })).toThrow(/common/);
  });

  it('refuses a catalogue entry no operation returns', () => {
    expect(() => checkAllUsed(catalogue, new Set([100010]))).toThrow(/no operation returns -130/);
    expect(() => checkAllUsed(catalogue, new Set([100010, -130]))).not.toThrow();
  });
});

describe('the generated modules', () => {
  const source = parse(readFileSync(new URL('../../openapi/codes.yaml', import.meta.url), 'utf8')) as { codes: Record<string, { name: string }> };

  it('name every code of openapi/codes.yaml once', () => {
    expect(Object.fromEntries(Object.entries(source.codes).map(([code, entry]) => [entry.name, Number(code)]))).toEqual(codes);
  });

  it('keep operations.ts in its shape ({code, name, meaning, message}), with the field and its message added', () => {
    const taken = operationsById.registerByEmail.errorCodes.find((entry) => entry.code === codes.nameTaken);
    expect(taken).toEqual({ ...codeCatalogue[100010], field: 'loginName' });
    const current = operationsById.changePassword.errorCodes.find((entry) => entry.code === codes.wrongPassword);
    expect(current).toEqual({ ...codeCatalogue[100702], field: 'oldPassword' });
    expect(current?.fieldMessage?.['ja-JP']).toBe('現在のパスワードが正しくありません');
    expect(commonErrorCodes[0]).toEqual({ code: 400, name: 'invalidRequest', meaning: codeCatalogue[400].meaning, message: codeCatalogue[400].message });
    expect(commonErrorCodes.map((entry) => entry.code)).toEqual([...commonCodes]);
    expect(codeMessage(codes.accountDisabled, 'en-US')).toBe(codeCatalogue[10004].message['en-US']);
    expect(codeMessage(1, 'en-US')).toBeUndefined();
  });

  it('give each hinted code its field, and null for the others', () => {
    expect(fieldHint('registerByEmail', codes.emailTaken)).toBe('email');
    expect(fieldHint('registerByPhone', codes.phoneTaken)).toBe('mobileNo');
    expect(fieldHint('registerByEmail', codes.passwordNotEncrypted)).toBeNull();
    for (const [operationId, hints] of Object.entries(fieldHints)) {
      const op = operationsById[operationId as keyof typeof operationsById];
      for (const [code, field] of Object.entries(hints)) expect(op.errorCodes.find((e) => e.code === Number(code))?.field).toBe(field);
    }
  });
});
