import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { commonErrorCodes, controlOperations, operations as contractOperations, type OperationDef } from './contract.ts';
import { buildCatalogue, type CodeCatalogue } from './domain/shared/catalogue.ts';
import { DEFAULT_SEED } from './domain/state.ts';
import { consolePagePlugin } from './plugins/console-page.ts';
import { contractPlugin } from './plugins/contract.ts';
import { contractCheckPlugin, createContractCheck } from './plugins/contract-check.ts';
import { createProxy } from './runtime/proxy.ts';
import { controlPlugin } from './plugins/control.ts';
import { clientErrorAnswer, errorsPlugin, frameworkErrorAnswer, PROTO_POISONING } from './plugins/errors.ts';
import { sessionBindingPlugin } from './plugins/session-binding.ts';
import { createCoverage } from './runtime/coverage.ts';
import { guardPlugin } from './plugins/guard.ts';
import { gameMediaPlugin } from './plugins/game-media.ts';
import { mediaPlugin } from './plugins/media.ts';
import { loadPresets, PRESETS_DIR } from './runtime/presets.ts';
import { createSessionStore, type SessionStore } from './runtime/sessions.ts';
import { socketPlugin } from './plugins/socket.ts';
import { notFoundPlugin } from './plugins/not-found.ts';
import type { HandlerTable } from './routes/handler.ts';
import { handlers as contractHandlers } from './routes/index.ts';
import { controlHandlers, controlRouteOptions } from './routes/mock-admin/index.ts';
import { standInsPlugin } from './stand-ins/index.ts';

export interface AppOptions {
  /** Seed of the baseline every new session starts from (default 1). */
  seed?: number;
  /** Where errors are logged; none by default (tests). server.ts passes a console logger. */
  logger?: FastifyBaseLogger;
  /** The built QA console served at /__mock/ (default console/dist; tests point elsewhere). */
  consoleDir?: string;
  /** Parse every success response with the contract's schema; a mismatch is a 500 and recorded. */
  validateResponses?: boolean;
  /**
   * Hold every answer against the documents the server serves (ajv, GET /__mock/contract-check);
   * a violation of the mock's own is recorded like one of validateResponses. Default: validateResponses.
   */
  checkServedContracts?: boolean;
  /**
   * Proxy mode: player API calls no scenario or Prefer code answers go to this backend (http(s)
   * URL); every request and answer is held against the served player contract (runtime/proxy.ts).
   */
  proxy?: string;
  sessionLimit?: number;
  /** Seconds of socket silence before the server closes it (tests shorten it). */
  socketIdleMs?: number;
  /** The orderRanking throttle per tournament, ms (runtime/ranking-fanout.ts; tests shorten it). */
  rankingIntervalMs?: number;
  /**
   * Host names beside loopback that may reach the server and be an Origin (`*`: any host);
   * server.ts passes its `--host` and MOCK_ALLOWED_HOSTS. See plugins/guard.ts.
   */
  allowedHosts?: readonly string[];
  /** Tests may swap the contract for a synthetic one. */
  operations?: readonly OperationDef[];
  handlers?: HandlerTable;
}

/** What tests and boot code reach into; the API itself never needs it. */
export interface MockInternals {
  sessions: SessionStore;
  catalogue: CodeCatalogue;
  contractViolations: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    mock: MockInternals;
  }
}

/** The mock backend as one Fastify app: plugins wired over one session store and one catalogue. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const operations = options.operations ?? contractOperations;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    // Fastify's JSON parser (secure-json-parse) reads every body; plugins/errors.ts says how it is wrapped.
    ...PROTO_POISONING,
    // A request whose body never finishes does not hold its connection past 30 s (408).
    requestTimeout: 30_000,
    forceCloseConnections: true,
    // Malformed HTTP and unreadable URLs answer in the envelope too (plugins/errors.ts).
    clientErrorHandler: clientErrorAnswer,
    frameworkErrors: frameworkErrorAnswer,
  });
  const sessions = createSessionStore({ defaultSeed: options.seed ?? DEFAULT_SEED, limit: options.sessionLimit });
  const catalogue = buildCatalogue(operations, commonErrorCodes);
  const contractViolations: string[] = [];
  const coverage = createCoverage();
  app.decorate('mock', { sessions, catalogue, contractViolations });
  const reportViolation = (message: string) => {
    contractViolations.push(message);
    app.log.error(message);
  };

  await app.register(guardPlugin, { allowedHosts: options.allowedHosts });
  // Before compression: the check reads each answer as the text a client receives.
  const proxy = options.proxy === undefined ? undefined : createProxy(options.proxy);
  const contractCheck = createContractCheck(proxy !== undefined || (options.checkServedContracts ?? options.validateResponses ?? false), proxy?.target ?? null);
  await app.register(contractCheckPlugin, { check: contractCheck, onOwnViolation: reportViolation, proxying: proxy !== undefined });
  // Answers over 1 KB go out compressed when the client accepts it, as a production API would: a
  // lobby's game list is 290-460 KB of JSON and 30-51 KB in brotli (a phone waited seconds for it).
  // Quality 4 keeps the CPU per answer near gzip's; the site's page and assets come precompressed.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Cookies are read by @fastify/cookie, only where one is needed (a request that names no session
  // by header, a page's language): no parse per request on the API's path (runtime/sessions.ts).
  await app.register(fastifyCookie, { hook: false });
  await app.register(sessionBindingPlugin, { sessions });
  await app.register(errorsPlugin, { sessions, catalogue });
  // In its own context: @fastify/websocket adds request hooks, which the API's hot path should not pay.
  await app.register(async (socketContext) => {
    await socketContext.register(fastifyWebsocket);
    await socketContext.register(socketPlugin, { sessions, idleMs: options.socketIdleMs, rankingIntervalMs: options.rankingIntervalMs, onContractViolation: reportViolation });
  });
  await app.register(contractPlugin, {
    operations,
    handlers: options.handlers ?? contractHandlers,
    sessions,
    catalogue,
    validateResponses: options.validateResponses ?? false,
    onContractViolation: reportViolation,
    coverage,
    proxy,
  });
  // The control API, dispatched from openapi/mock-admin.yaml as the player API is from its contract.
  const presets = loadPresets(PRESETS_DIR, operations, catalogue);
  await app.register(controlPlugin, {
    operations: controlOperations,
    handlers: controlHandlers({ sessions, operations, catalogue, coverage, presets, contractCheck, proxy }),
    routeOptions: controlRouteOptions,
    sessions,
    validateResponses: options.validateResponses ?? false,
    onContractViolation: reportViolation,
  });
  // The third parties' pages (consent, fingerprint agent, payment, game machines): same origin and session.
  await app.register(standInsPlugin, { sessions });
  await app.register(mediaPlugin, { sessions });
  await app.register(consolePagePlugin, { dir: options.consoleDir });
  await app.register(gameMediaPlugin, { sessions });
  await app.register(notFoundPlugin, { operations });
  return app;
}
