/**
 * The push socket's envelope (`ServerMessage` in openapi/socket.yaml), checked without zod: the
 * envelope is read from the first message on (connection_ack, right after the page opens), and
 * building the generated zod schema for it was the one use of zod at start-up (about 90 ms on a
 * 4x slowed phone). The data of a `next` message is still checked with its topic's generated
 * schema. server-message.test.ts holds this reading to the generated schema over generated
 * messages, valid and not.
 */
import type { ServerMessageOutput } from '#generated/socket/schemas/serverMessage.zod.ts';
import type { Topic } from '#generated/socket/socket.zod.ts';
import { loadTopicPayloadSchema } from '#generated/socket/topic-schemas.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTopic = (value: unknown): value is Topic => typeof value === 'string' && Object.hasOwn(loadTopicPayloadSchema, value);

/** The message as the contract describes it, or undefined when it is not one (extra keys are ignored, as zod's objects do). */
export function readServerMessage(value: unknown): ServerMessageOutput | undefined {
  if (!isObject(value)) return undefined;
  switch (value.type) {
    case 'connection_ack':
      return { type: 'connection_ack' };
    case 'pong':
      return { type: 'pong' };
    case 'next': {
      const { id, payload } = value;
      // `data` may hold anything, undefined included, but the key is there (as the generated schema has it).
      if (typeof id !== 'string' || !isObject(payload) || !isTopic(payload.topic) || !Object.hasOwn(payload, 'data')) return undefined;
      return { type: 'next', id, payload: { topic: payload.topic, data: payload.data } };
    }
    case 'error': {
      const { id, payload } = value;
      if ((id !== undefined && typeof id !== 'string') || !isObject(payload) || typeof payload.message !== 'string') return undefined;
      return { type: 'error', ...(id === undefined ? {} : { id }), payload: { message: payload.message } };
    }
    default:
      return undefined;
  }
}
