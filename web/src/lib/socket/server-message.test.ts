import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ServerMessage } from '#generated/socket/schemas/serverMessage.zod.ts';
import { loadTopicPayloadSchema } from '#generated/socket/topic-schemas.ts';
import { readServerMessage } from './server-message';

const topics = Object.keys(loadTopicPayloadSchema);
/** Values of every JSON kind, and undefined (a key left out). */
const anything = fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }));
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, anything);

/** Messages near the contract's shapes, each field sometimes right, sometimes anything, sometimes absent. */
const nearMessage = fc.record(
  {
    type: fc.oneof(fc.constantFrom('connection_ack', 'next', 'pong', 'error', 'subscribe', 'Next'), anything),
    id: maybe(fc.string({ maxLength: 8 })),
    payload: maybe(
      fc.record(
        {
          topic: maybe(fc.oneof(fc.constantFrom(...topics), fc.constantFrom('toString', '__proto__', 'Deposit', ''))),
          data: anything,
          message: maybe(fc.string({ maxLength: 8 })),
          extra: anything,
        },
        { requiredKeys: [] },
      ),
    ),
    extra: anything,
  },
  { requiredKeys: [] },
);

describe('readServerMessage', () => {
  it('accepts exactly what the generated ServerMessage schema accepts, and reads the same fields', () => {
    fc.assert(
      fc.property(fc.oneof(nearMessage, fc.jsonValue({ maxDepth: 3 })), (value) => {
        const expected = ServerMessage.safeParse(value);
        const read = readServerMessage(value);
        expect(read !== undefined).toBe(expected.success);
        if (expected.success) expect(read).toEqual(expected.data);
      }),
      { numRuns: 20_000 },
    );
  });

  it('reads each kind of message', () => {
    expect(readServerMessage({ type: 'connection_ack' })).toEqual({ type: 'connection_ack' });
    expect(readServerMessage({ type: 'next', id: 'wallet-1', payload: { topic: 'wallet', data: { balance: 1 } } })).toEqual({
      type: 'next',
      id: 'wallet-1',
      payload: { topic: 'wallet', data: { balance: 1 } },
    });
    expect(readServerMessage({ type: 'error', payload: { message: 'no' } })).toEqual({ type: 'error', payload: { message: 'no' } });
    expect(readServerMessage({ type: 'next', id: 'x-1', payload: { topic: 'toString', data: 1 } })).toBeUndefined();
    expect(readServerMessage([{ type: 'pong' }])).toBeUndefined();
  });
});
