import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { OperationRouteConfig } from './contract.ts';
import { servedCheckers } from '../runtime/served-contract.ts';

/** Violations kept for GET /__mock/contract-check; the count goes on past them. */
export const VIOLATIONS_KEPT = 100;

export interface ContractViolation {
  time: string;
  session: string;
  method: string;
  path: string;
  status: number;
  problems: string[];
}

/** What the server held against its served contracts since it started (GET /__mock/contract-check). */
export interface ContractCheck {
  enabled: boolean;
  proxy: string | null;
  checked: { player: number; control: number };
  forced: number;
  violations: ContractViolation[];
}

export const createContractCheck = (enabled: boolean, proxy: string | null = null): ContractCheck => ({
  enabled,
  proxy,
  checked: { player: 0, control: 0 },
  forced: 0,
  violations: [],
});

export interface ContractCheckOptions {
  check: ContractCheck;
  /**
   * The mock's own answer broke its contract (a failing test, an error in the log). A proxied
   * backend's does not come here: it is the backend's, shown in the journal and the console.
   */
  onOwnViolation: (message: string) => void;
  proxying: boolean;
}

/**
 * Holds every answer to an operation of either contract against the document the server serves,
 * as an outside client generated from it would (served-contract.ts): an onSend hook registered
 * before compression, so it reads the body as text. Player answers' problems also go on their
 * journal entry. An answer an armed scenario or a Prefer code gave is QA's choice and only counted.
 */
async function contractCheck(app: FastifyInstance, options: ContractCheckOptions): Promise<void> {
  const { check } = options;
  if (!check.enabled) return;
  const checkers = servedCheckers();
  app.addHook('onSend', (request, reply, payload, done) => {
    const config = request.routeOptions.config as Partial<OperationRouteConfig> | undefined;
    const url = request.routeOptions.url;
    let which: 'player' | 'control';
    let method: string;
    let path: string;
    if (config?.operation) {
      which = 'player';
      ({ method, path } = config.operation);
      // A contract a test made up for itself is not the one served.
      if (!checkers.player.has(method, path)) return done(null, payload);
    } else if (url?.startsWith('/__mock/')) {
      which = 'control';
      method = request.method;
      path = url.replace(/:([^/]+)/g, '{$1}');
      if (!checkers.control.has(method, path)) return done(null, payload);
    } else {
      return done(null, payload);
    }
    const journalled = request.mockJournal;
    if (journalled && (journalled.entry.scenario != null || journalled.forced)) {
      check.forced++;
      return done(null, payload);
    }
    if (typeof payload !== 'string') return done(null, payload);
    // The caller went away mid-answer (a page left while a large list streamed): the error answer
    // Fastify then makes reaches nobody, so no client could read it against the contract.
    if (reply.raw.destroyed || request.raw.socket?.destroyed === true) return done(null, payload);
    check.checked[which]++;
    const problems = checkers[which].problems(method, path, { statusCode: reply.statusCode, headers: reply.getHeaders(), body: payload });
    if (problems.length > 0) {
      if (journalled) journalled.entry.violations = [...(journalled.entry.violations ?? []), ...problems];
      const session = journalled?.session.name ?? String(request.headers['x-mock-session'] ?? 'default');
      if (check.violations.length < VIOLATIONS_KEPT) check.violations.push({ time: new Date().toISOString(), session, method, path, status: reply.statusCode, problems });
      if (!(which === 'player' && options.proxying)) options.onOwnViolation(`The served contract refuses an answer: ${problems.join('; ')}`);
    }
    done(null, payload);
  });
}

/** Not encapsulated (fastify-plugin): the check reads the answers of every route, the control API's too. */
export const contractCheckPlugin = fp(contractCheck, { name: 'qc-contract-check', fastify: '5.x' });
