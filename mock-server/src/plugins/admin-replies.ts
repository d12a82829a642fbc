import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { describeIssues } from './contract.ts';

/** The control API's own error shape: plain JSON, HTTP 400/404. */
export const fail = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ error });

export function parse<T>(schema: z.ZodType<T>, value: unknown, reply: FastifyReply, where: 'body' | 'query'): T | undefined {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  fail(reply, 400, describeIssues(parsed.error, where));
  return undefined;
}
