import { describe, expect, it } from 'vitest';
import { defineHandlers, type ContextOf, type ResultOf } from './handler.ts';

// Compile-time checks: `npm run typecheck` fails when one of these stops being an error.
export const wrongAnswers = defineHandlers({
  // @ts-expect-error -- a wallet type the contract does not have
  getBalance: () => [{ walletType: 'BONUS', currency: 'JPY', amount: 1 }],
  // @ts-expect-error -- getUserInfo answers a player, never null
  getUserInfo: () => null,
});

export const extraField = defineHandlers({
  // @ts-expect-error -- a field getTransferRecord's data does not have
  getTransferRecord: () => ({ legacyLoginName: 'x', balance: 1, points: 2, currency: 'JPY', transferStatus: false, passwordSet: false, extra: 1 }),
});

export const wrongInput = defineHandlers({
  getMarquee: ({ body }) => {
    // @ts-expect-error -- the body's locale is a string
    const locale: number = body.locale;
    return [{ id: String(locale), content: '', sort: 1, startTime: '', endTime: '', linkUrl: null }];
  },
});

// The input and data types come from the generated schemas by operationId.
type MarqueeLocale = ContextOf<'getMarquee'>['body']['locale'];
export const locale: MarqueeLocale = 'ja-JP';
export const key: ResultOf<'getPublicKey'> = 'PEM';
// @ts-expect-error -- getTimeZones takes no body
export const noBody: ContextOf<'getTimeZones'>['body']['anything'] = 1;

describe('defineHandlers', () => {
  it('is the table itself at run time', () => {
    const table = { getPublicKey: () => 'PEM' };
    expect(defineHandlers(table)).toBe(table);
  });
});
