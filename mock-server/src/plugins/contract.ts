import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codes, ErrorEnvelope, SUCCESS_CODE, type Locale, type OperationDef, type OperationId } from '../contract.ts';
import type { CodeCatalogue } from '../domain/shared/catalogue.ts';
import { now } from '../domain/shared/clock.ts';
import { localeFromHeader } from '../domain/shared/locale.ts';
import { BusinessError, refuse } from '../domain/shared/business-error.ts';
import { identifyCaller } from '../runtime/caller.ts';
import { settleDueForCaller, settleSessionDue } from '../use-cases/settle-due.ts';
import type { AnyOperationHandler, OperationContext } from '../runtime/operation-context.ts';
import { journalBody, journalHeaders, journalResponse, PAGE_SERVER_HEADER, record, type JournalEntry } from '../runtime/journal.ts';
import { createHolds } from '../runtime/holds.ts';
import { describeIssues, envelope, type Envelope } from '../runtime/answers.ts';
import { playScenario, type ScenarioStage } from './contract-scenario.ts';
import { countAnswer, type Coverage } from '../runtime/coverage.ts';
import { takeScenario } from '../runtime/scenarios.ts';
import type { Proxy } from '../runtime/proxy.ts';
import { publishEvents, type Session, type SessionStore } from '../runtime/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The call's journal entry, for the answer's side (onSend) to complete; a decoration for the reason in sessions.ts. */
    mockJournal: { entry: JournalEntry; started: number; session: Session; reachedHandler: boolean; forced: boolean } | null;
  }
}

/** Route config every operation route carries, so the error handler can journal parse failures. */
export interface OperationRouteConfig {
  operation: OperationDef;
}

export interface ContractOptions {
  operations: readonly OperationDef[];
  /** Handlers by operationId (routes/index.ts, each typed by its operation). */
  handlers: Readonly<Partial<Record<OperationId, AnyOperationHandler>>>;
  sessions: SessionStore;
  catalogue: CodeCatalogue;
  validateResponses: boolean;
  onContractViolation: (message: string) => void;
  /** What the whole server answered since it started, beside each session's own. */
  coverage: Coverage;
  /** Proxy mode: forward each call no scenario or Prefer answered to this backend. */
  proxy?: Proxy | undefined;
}

/** Operations whose body may pass the server's 1 MB default, and their limit. */
const LARGE_BODIES: Partial<Record<OperationId, number>> = { sendChatMessage: 3 * 1024 * 1024 };

// The whole value up to the next separator: `code=1e+23` is not read as code 1.
const PREFER_CODE = /(?:^|[;,\s])code=([^;,\s]*)/;
const pathOf = (url: string) => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

function bearerToken(header: string | undefined): string | undefined {
  if (!header || !header.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/**
 * One route per operation of the contract. The hot path is: find the session, journal the call
 * by reference, skip scenario work unless the session armed some, validate input with the
 * generated zod schemas, check the token, run the handler, wrap the envelope.
 */
export async function contractPlugin(app: FastifyInstance, options: ContractOptions): Promise<void> {
  const { sessions, catalogue } = options;
  // Connections held open by the `timeout` fault; dropped when the server closes.
  const heldOpen = new Set<FastifyRequest['raw']>();
  const holds = createHolds();
  // Each call's journal entry, for the answer's side (onSend) to complete.
  app.decorateRequest('mockJournal', null);
  app.addHook('preClose', async () => {
    for (const raw of heldOpen) raw.destroy();
    heldOpen.clear();
  });

  for (const op of options.operations) {
    const handle = options.handlers[op.operationId];
    if (!handle) throw new Error(`No handler for operation ${op.operationId}`);
    const schemas = op.schemas;
    const url = op.path.replace(/\{([^}]+)\}/g, ':$1');
    const config: OperationRouteConfig = { operation: op };

    const businessError = (
      reply: FastifyReply,
      entry: JournalEntry,
      locale: Locale,
      code: number,
      httpStatus: number,
      msg?: string,
      data: unknown = null,
    ): Envelope => {
      entry.httpStatus = httpStatus;
      entry.code = code;
      reply.code(httpStatus);
      const result = envelope(code, data, msg ?? catalogue.message(op.operationId, code, locale));
      if (options.validateResponses) {
        const checked = ErrorEnvelope.safeParse(result);
        if (!checked.success || code === SUCCESS_CODE) {
          const reason = checked.success ? 'a failure cannot carry code 200' : describeIssues(checked.error, 'body');
          options.onContractViolation(`Error answer of ${op.operationId} breaks the contract: ${reason}`);
        }
      }
      return result;
    };

    const answer = async (request: FastifyRequest, reply: FastifyReply): Promise<Envelope | FastifyReply> => {
      const session: Session = sessions.forRequest(request);
      const rawBody = request.body;
      const locale = localeFromHeader(request.headers['accept-language']);
      const kept = journalBody(rawBody, request.headers['content-length']);
      const entry: JournalEntry = {
        time: now(session.clock),
        method: op.method,
        path: pathOf(request.url),
        operation: op.operationId,
        requestBody: kept.body,
        requestHeaders: journalHeaders(request.headers),
        httpStatus: 200,
        code: SUCCESS_CODE,
        responseBody: null,
        scenario: null,
        durationMs: null,
        seq: 0,
        inFlightSince: performance.now(),
      };
      record(session.journal, entry, kept.bytes);
      const journalled = { entry, started: entry.inFlightSince!, session, reachedHandler: false, forced: false };
      request.mockJournal = journalled;

      // The site's page server reads for a page's first frame (web/server/backend.ts): an armed
      // scenario is QA's for the browser's own call, which a read before it must not spend.
      if (session.scenarios.armed > 0 && request.headers[PAGE_SERVER_HEADER] === undefined) {
        const scenario = takeScenario(session.scenarios, op, rawBody ?? request.query, entry.time);
        if (scenario) {
          entry.scenario = scenario.id;
          const stage: ScenarioStage = { holds, heldOpen, businessError: (r, e, code, status, msg, data) => businessError(r, e, locale, code, status, msg, data) };
          const played = await playScenario(stage, scenario, session.name, request, reply, entry);
          if (played !== undefined) return played;
        }
      }

      const prefer = request.headers.prefer;
      if (typeof prefer === 'string') {
        const match = PREFER_CODE.exec(prefer);
        if (match) {
          const code = /^-?\d+$/.test(match[1]!) ? Number(match[1]) : Number.NaN;
          // Only what the catalogue knows: any other number (1e+23) would break the contract's integer.
          if (Number.isNaN(code) || (!catalogue.declares(op.operationId, code) && code !== SUCCESS_CODE)) {
            return businessError(reply, entry, locale, codes.invalidRequest, 400, `Prefer: code=${match[1]} is neither a code of ${op.operationId} nor a common one (GET /__mock/codes lists them)`);
          }
          if (code !== SUCCESS_CODE) {
            journalled.forced = true;
            return businessError(reply, entry, locale, code, code === codes.notLoggedIn ? 401 : 200);
          }
        }
      }

      // Proxy mode: the real backend answers, its request and answer held against the contract.
      if (options.proxy) return options.proxy.forward(op, request, reply, journalled);

      let body: unknown = undefined;
      if (schemas.body) {
        const parsed = schemas.body.safeParse(rawBody ?? {});
        if (!parsed.success) return businessError(reply, entry, locale, codes.invalidRequest, 400, describeIssues(parsed.error, 'body'));
        body = parsed.data;
      }
      let query: unknown = request.query;
      if (schemas.query) {
        const parsed = schemas.query.safeParse(query);
        if (!parsed.success) return businessError(reply, entry, locale, codes.invalidRequest, 400, describeIssues(parsed.error, 'query'));
        query = parsed.data;
      }
      let params: unknown = request.params;
      if (schemas.params) {
        const parsed = schemas.params.safeParse(params);
        if (!parsed.success) return businessError(reply, entry, locale, codes.invalidRequest, 400, describeIssues(parsed.error, 'params'));
        params = parsed.data;
      }

      const token = bearerToken(request.headers.authorization);
      const at = entry.time;
      const caller = identifyCaller(session.state, op, token, at);
      if (!caller.ok) return businessError(reply, entry, locale, caller.code, caller.httpStatus);
      const { loginName, playerId } = caller;

      const ctx: OperationContext = { body, query, params, session, state: session.state, locale, now: at, token, loginName, playerId, clientAddress: request.ip, userAgent: request.headers['user-agent'], refuse };
      let data: unknown;
      try {
        // What fell due on the clock (for the session, then the caller) is settled first: handlers never settle.
        if (loginName !== undefined) settleDueForCaller(session.state, at, { playerId, loginName });
        else settleSessionDue(session.state, at);
        // Coverage counts this call: it got past the scenarios, Prefer, validation and the token.
        journalled.reachedHandler = true;
        data = (handle as (ctx: OperationContext) => unknown)(ctx);
        if (data instanceof Promise) data = await data;
      } catch (error) {
        if (!(error instanceof BusinessError)) {
          entry.httpStatus = 500;
          entry.code = codes.serverError;
          throw error;
        }
        // Scenarios and Prefer answer any code QA asks for; a handler only what the contract declares.
        if (options.validateResponses && !catalogue.declares(op.operationId, error.code)) {
          options.onContractViolation(`${op.operationId} answered business code ${error.code}, which neither its x-error-codes nor the common codes declare`);
        }
        return businessError(reply, entry, locale, error.code, error.httpStatus, error.msg, error.data);
      } finally {
        // Whatever the handler changed before it answered or failed, its listeners hear of it now.
        if (session.state.events.outbox.length > 0) publishEvents(session);
      }
      const result = envelope(SUCCESS_CODE, data, 'success');
      if (options.validateResponses) {
        const checked = schemas.response.safeParse(result);
        if (!checked.success) {
          const message = `Response of ${op.operationId} breaks the contract: ${describeIssues(checked.error, 'body')}`;
          options.onContractViolation(message);
          entry.httpStatus = 500;
          entry.code = codes.serverError;
          throw new Error(message);
        }
      }
      return result;
    };

    app.route({
      method: op.method,
      url,
      config,
      // A chat picture travels as base64 in JSON: up to 2 MB of picture, more than the server's 1 MB default.
      ...(LARGE_BODIES[op.operationId] !== undefined && { bodyLimit: LARGE_BODIES[op.operationId] }),
      handler: answer as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
      // The journal keeps what was answered and how long it took (a fault that never answers has neither).
      // A callback hook, not an async one: no promise per answer on the hot path.
      onSend: (request, _reply, payload, done) => {
        const journal = request.mockJournal;
        if (journal) {
          journal.entry.responseBody = journalResponse(payload);
          journal.entry.durationMs = Math.round((performance.now() - journal.started) * 100) / 100;
          journal.entry.inFlightSince = null;
          // Only what the handler answered counts: not an armed scenario, a Prefer code, a 400 or a missing token.
          if (journal.reachedHandler && journal.entry.code !== null) {
            countAnswer(journal.session.coverage, op.operationId, journal.entry.code);
            countAnswer(options.coverage, op.operationId, journal.entry.code);
          }
        }
        done(null, payload);
      },
    });
  }
}

