import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ControlOperationDef, ControlOperationId } from '../contract.ts';
import { describeIssues } from '../runtime/answers.ts';
import { ControlRefusal, refusal, type AnyControlHandler, type ControlContext } from '../runtime/control-context.ts';
import { publishEvents, type Session, type SessionStore } from '../runtime/sessions.ts';

export interface ControlOptions {
  /** The control contract's operations (generated/mock-admin/operations.ts). */
  operations: readonly ControlOperationDef[];
  handlers: Readonly<Partial<Record<ControlOperationId, AnyControlHandler>>>;
  /** What an operation's route needs besides the defaults (a snapshot's larger body). */
  routeOptions?: Readonly<Partial<Record<ControlOperationId, { bodyLimit?: number }>>>;
  sessions: SessionStore;
  /** Check every answer against the contract: its status declared, a success parsed by its schema. */
  validateResponses: boolean;
  onContractViolation: (message: string) => void;
}

type Where = 'body' | 'query' | 'params';

/**
 * The value as the schema reads it, or a 400 naming the field. A query parameter the call does
 * not know is a 400 too (a misspelt filter would otherwise silently filter nothing).
 */
function input(schema: z.ZodType, value: unknown, where: Where): unknown {
  if (where === 'query' && value && typeof value === 'object' && 'shape' in schema) {
    const known = Object.keys((schema as unknown as { shape: object }).shape);
    const unknown = Object.keys(value).find((key) => !known.includes(key));
    if (unknown !== undefined) {
      throw refusal(400, `query.${unknown}: not a parameter of this call (${known.length ? `it takes ${known.join(', ')}` : 'it takes none'})`);
    }
  }
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw refusal(400, describeIssues(parsed.error, where));
  return parsed.data;
}

/**
 * /__mock: one route per JSON operation of openapi/mock-admin.yaml, dispatched by operationId to
 * its handler (routes/mock-admin/), the way the contract plugin dispatches the player API: input
 * parsed with the generated zod schemas, the handler run, what it recorded published, the answer
 * sent as plain JSON (no envelope, no journal, no scenarios). Under test every answer is checked:
 * a status the operation does not declare, or a success its schema refuses, is a contract violation.
 * The stand-ins' pages (tag stand-ins, answers that are not JSON) are served by src/stand-ins/.
 */
export async function controlPlugin(app: FastifyInstance, options: ControlOptions): Promise<void> {
  const { sessions } = options;

  for (const op of options.operations) {
    const handle = options.handlers[op.operationId];
    if (op.media !== 'application/json') {
      if (handle) throw new Error(`Control operation ${op.operationId} answers ${op.media ?? 'a redirect'}, not JSON: a stand-in serves it`);
      continue;
    }
    if (!handle) throw new Error(`No handler for control operation ${op.operationId}`);
    const { schemas } = op;
    const declared = (status: number) => {
      if (options.validateResponses && !op.statuses.includes(status)) {
        options.onContractViolation(`${op.operationId} answered HTTP ${status}, which its responses in openapi/mock-admin.yaml do not declare`);
      }
    };

    const answer = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
      let touched: Session | undefined;
      try {
        const params = schemas.params ? input(schemas.params, request.params, 'params') : request.params;
        const query = schemas.query ? input(schemas.query, request.query, 'query') : request.query;
        const body = schemas.body ? input(schemas.body, request.body, 'body') : undefined;
        const ctx: ControlContext = {
          body,
          query,
          params,
          get session() {
            touched ??= sessions.forRequest(request);
            return touched;
          },
          header: (name, value) => void reply.header(name, value),
        };
        let result = (handle as (ctx: ControlContext) => unknown)(ctx);
        if (result instanceof Promise) result = await result;
        declared(200);
        if (options.validateResponses && schemas.response) {
          const checked = schemas.response.safeParse(result);
          if (!checked.success) {
            const message = `Answer of ${op.operationId} breaks the contract: ${describeIssues(checked.error, 'body')}`;
            options.onContractViolation(message);
            throw new Error(message);
          }
        }
        return result;
      } catch (error) {
        if (!(error instanceof ControlRefusal)) throw error;
        declared(error.status);
        return reply.code(error.status).send({ error: error.message });
      } finally {
        // Whatever the call changed, the session's listeners hear of it now (the player API does the same).
        if (touched && touched.state.events.outbox.length > 0) publishEvents(touched);
      }
    };

    app.route({
      method: op.method,
      url: op.path.replace(/\{([^}]+)\}/g, ':$1'),
      ...options.routeOptions?.[op.operationId],
      handler: answer,
    });
  }
}
