import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ControlOperationDef, ControlOperationId } from '../contract.ts';
import { controlPlugin } from './control.ts';
import { refusal, type AnyControlHandler, type ControlContext } from '../runtime/control-context.ts';
import { createSessionStore } from '../runtime/sessions.ts';

// A synthetic control contract of one call, so the dispatcher's own rules are what is tested.
const readThing: ControlOperationDef = {
  operationId: 'readClock',
  method: 'GET',
  path: '/__mock/things/{id}',
  tag: 'session',
  media: 'application/json',
  statuses: [200, 400, 404],
  schemas: {
    params: z.object({ id: z.string().max(3) }),
    query: z.object({ limit: z.coerce.number().int().min(1).optional() }),
    response: z.strictObject({ id: z.string(), limit: z.number().nullable() }),
  },
};

async function dispatcher(handle: AnyControlHandler, operation: ControlOperationDef = readThing) {
  const violations: string[] = [];
  const app = Fastify();
  await app.register(controlPlugin, {
    operations: [operation],
    handlers: { [operation.operationId]: handle } as Partial<Record<ControlOperationId, AnyControlHandler>>,
    sessions: createSessionStore({ defaultSeed: 1 }),
    validateResponses: true,
    onContractViolation: (message) => violations.push(message),
  });
  return { app, violations };
}

type ThingContext = ControlContext<undefined, { limit?: number }, { id: string }>;
const echo = (ctx: ThingContext) => ({ id: ctx.params.id, limit: ctx.query.limit ?? null });

describe('the control dispatcher', () => {
  it('hands the handler its input as the schemas parse it, and answers what it returns', async () => {
    const { app, violations } = await dispatcher(echo as AnyControlHandler);
    const answer = await app.inject({ method: 'GET', url: '/__mock/things/abc?limit=5' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: 'abc', limit: 5 });
    expect(violations).toEqual([]);
  });

  it('refuses input its schemas refuse, and a query key the call does not take, with 400 naming the field', async () => {
    const { app, violations } = await dispatcher(echo as AnyControlHandler);
    const tooLong = await app.inject({ method: 'GET', url: '/__mock/things/abcd' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatch(/^id: /);
    const misspelt = await app.inject({ method: 'GET', url: '/__mock/things/abc?limt=5' });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json()).toEqual({ error: 'query.limt: not a parameter of this call (it takes limit)' });
    expect(violations).toEqual([]);
  });

  it("answers a handler's refusal as {error} with its status, and reports a status the contract does not declare", async () => {
    const declared = await dispatcher(() => {
      throw refusal(404, 'no thing abc');
    });
    const missing = await declared.app.inject({ method: 'GET', url: '/__mock/things/abc' });
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: 'no thing abc' }]);
    expect(declared.violations).toEqual([]);

    const undeclared = await dispatcher(() => {
      throw refusal(409, 'busy');
    });
    expect((await undeclared.app.inject({ method: 'GET', url: '/__mock/things/abc' })).statusCode).toBe(409);
    expect(undeclared.violations).toEqual(['readClock answered HTTP 409, which its responses in openapi/mock-admin.yaml do not declare']);
  });

  it('reports an answer its schema refuses (a field the contract lacks) and does not send it', async () => {
    const { app, violations } = await dispatcher(() => ({ id: 'abc', limit: null, secret: 'x' }));
    const answer = await app.inject({ method: 'GET', url: '/__mock/things/abc' });
    expect(answer.statusCode).toBe(500);
    // The answer itself is not sent (in the app the errors plugin turns this into its 500 `{error}`).
    expect(answer.json()).not.toHaveProperty('id');
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^Answer of readClock breaks the contract: .*secret/);
  });

  it('will not start with a JSON call left without a handler, or a handler for a stand-in page', async () => {
    await expect(dispatcher(undefined as unknown as AnyControlHandler)).rejects.toThrow('No handler for control operation readClock');
    await expect(dispatcher(echo as AnyControlHandler, { ...readThing, media: 'text/html' })).rejects.toThrow(/answers text\/html, not JSON: a stand-in serves it/);
  });
});
