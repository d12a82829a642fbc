import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as generated from '#generated/rules.ts';
import { checkContract, contractValues, parseRules } from './rules.ts';

const source = parse(readFileSync(new URL('../../openapi/rules.yaml', import.meta.url), 'utf8')) as Record<string, unknown>;

describe('generated/rules.ts', () => {
  it('carries the data of openapi/rules.yaml', () => {
    const { contract: _, ...data } = source;
    expect(generated.rules).toEqual(data);
  });

  it('is data only: the checks are plain code in common/validation.ts', () => {
    expect(Object.keys(generated)).toEqual(['rules']);
  });
});

describe('openapi/rules.yaml', () => {
  const valid = parseRules(source);

  it.each([
    ['a missing rule', (doc: Record<string, unknown>) => delete doc.password, /password: /],
    ['a length that is no integer', (doc: Record<string, unknown>) => ((doc.verificationCode as Record<string, unknown>).length = '6'), /verificationCode.length/],
    ['min above max', (doc: Record<string, unknown>) => ((doc.password as Record<string, unknown>).login = { min: 30, max: 20 }), /min must not exceed max/],
    ['a broken character set', (doc: Record<string, unknown>) => ((doc.realName as Record<string, unknown>).chars = '\\p{Script=Nope}'), /realName.chars is no character set/],
    ['an unknown key', (doc: Record<string, unknown>) => (doc.nickname = { min: 1 }), /nickname|Unrecognized key/],
  ])('refuses %s', (_, change, error) => {
    const doc = structuredClone(source);
    change(doc);
    expect(() => parseRules(doc)).toThrow(error);
  });

  it('agrees with the request schemas of the contract that state the same limits', () => {
    const read = (file: string) => parse(readFileSync(new URL(`../../openapi/${file}`, import.meta.url), 'utf8')) as unknown;
    expect(() => checkContract(valid, read)).not.toThrow();
    expect(contractValues(valid)['phone.pattern']).toBe('^[0-9]{4,20}$');
    const longer = { ...valid, referralCode: { ...valid.referralCode, email: 50 } };
    expect(() => checkContract(longer, read)).toThrow(/ReferralFields\/properties\/referCode\/maxLength is 40, but referralCode.maxLength is 50/);
    const unknown = { ...valid, contract: [{ at: 'components.yaml#/components/schemas/Email/maxLength', is: 'email.minLength' }] };
    expect(() => checkContract(unknown, read)).toThrow(/unknown rule value email.minLength/);
  });
});
