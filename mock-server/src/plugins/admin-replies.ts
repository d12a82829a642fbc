import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { describeIssues } from './contract.ts';

/** The control API's own error shape: plain JSON, HTTP 400/404. */
export const fail = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ error });

/**
 * The value as the schema reads it, or a 400 naming the field. A query parameter the call does
 * not know is a 400 too (a misspelt filter would otherwise silently filter nothing).
 */
export function parse<T>(schema: z.ZodType<T>, value: unknown, reply: FastifyReply, where: 'body' | 'query'): T | undefined {
  if (where === 'query' && value && typeof value === 'object' && 'shape' in schema) {
    const known = Object.keys((schema as unknown as { shape: object }).shape);
    const unknown = Object.keys(value).find((key) => !known.includes(key));
    if (unknown !== undefined) {
      fail(reply, 400, `query.${unknown}: not a parameter of this call (${known.length ? `it takes ${known.join(', ')}` : 'it takes none'})`);
      return undefined;
    }
  }
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  fail(reply, 400, describeIssues(parsed.error, where));
  return undefined;
}
