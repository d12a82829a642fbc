import { describe, expect, it } from 'vitest';
import { operationsById } from '#generated/operations.ts';
import { authOf, queryOperationIds } from './operation-marks.ts';

const doc = (paths: object, schemes: object = { bearerAuth: { type: 'http', scheme: 'bearer' } }) => ({ paths, components: { securitySchemes: schemes } });

describe("an operation's security", () => {
  const spec = doc({});
  it.each([
    ['an open call', [], 'public'],
    ['a player call', [{ bearerAuth: [] }], 'player'],
    ['a call that takes a token when there is one', [{ bearerAuth: [] }, {}], 'public'],
  ] as const)('reads %s', (_, security, auth) => {
    expect(authOf(spec, { security: security as never }, 'x')).toBe(auth);
  });

  it('is required on the operation itself: no default, no document-level fallback', () => {
    expect(() => authOf({ ...spec, security: [] }, {}, 'phoenix getX')).toThrow(/phoenix getX declares no security/);
  });

  it('names only schemes the document declares', () => {
    expect(() => authOf(doc({}, {}), { security: [{ bearerAuth: [] }] }, 'x')).toThrow(/names bearerAuth, which the document's/);
  });

  it('is what the mock server routes by (generated/operations.ts)', () => {
    expect(operationsById.getUserInfo.auth).toBe('player');
    expect(operationsById.getCommonConfig.auth).toBe('public');
    expect(operationsById.logout.auth).toBe('public');
  });
});

describe('x-query', () => {
  it('lists the POSTs marked as queries', () => {
    const spec = doc({ '/a': { post: { operationId: 'getA', 'x-query': true } }, '/b': { post: { operationId: 'setB' } } });
    expect(queryOperationIds(spec, 'phoenix')).toEqual(['getA']);
  });

  it.each([
    ['a mark other than true', { '/a': { post: { operationId: 'getA', 'x-query': 'yes' } } }, /getA: x-query is "yes"/],
    ['a mark on a GET', { '/a': { get: { operationId: 'getA', 'x-query': true } } }, /getA: x-query marks a POST that only reads; a GET needs no mark/],
  ])('refuses %s', (_, paths, error) => {
    expect(() => queryOperationIds(doc(paths), 'phoenix')).toThrow(error);
  });
});
