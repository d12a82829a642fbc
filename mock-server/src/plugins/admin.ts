import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { adminContract, type OperationDef } from '../contract.ts';
import { SEEDED_PASSWORD } from '../domain/identity/seed.ts';
import type { Account } from '../domain/identity/state.ts';
import { captchaAnswer } from '../domain/verification/captcha.ts';
import type { CodeCatalogue } from '../domain/shared/catalogue.ts';
import { advance, now, setNow } from '../domain/shared/clock.ts';
import { displayLoginName } from '../domain/identity/credentials.ts';
import { messagesTo } from '../domain/verification/inbox.ts';
import { rotateSessionKey } from '../domain/identity/key-ring.ts';
import { displayPhone } from '../domain/shared/phones.ts';
import { baselineFor } from '../domain/state.ts';
import { ratesAt } from '../domain/rates/rates.ts';
import { totp } from '../domain/identity/totp.ts';
import { clearJournal, readJournal } from './journal.ts';
import { coverageReport, type Coverage } from './coverage.ts';
import type { Preset } from './presets.ts';
import {
  armScenario,
  clearScenarios,
  disarmScenario,
  listScenarios,
  ScenarioInput,
} from './scenarios.ts';
import { fail, parse } from './admin-replies.ts';
import { checkScenario, nearestOperations } from './scenario-rules.ts';
import { adminGamesPlugin } from './admin-games.ts';
import { adminKycPlugin } from './admin-kyc.ts';
import { adminLedgerPlugin } from './admin-ledger.ts';
import { adminWalletsPlugin } from './admin-wallets.ts';
import { publishEvents, type Session, type SessionStore } from './sessions.ts';
import { pushToSession } from './socket.ts';
import { standInsPlugin } from './stand-ins.ts';
import { adminOrdersPlugin } from './admin-orders.ts';
import { adminBetsPlugin } from './admin-bets.ts';
import { buyCryptoStandInPlugin } from './buy-crypto-stand-in.ts';

export interface AdminOptions {
  operations: readonly OperationDef[];
  sessions: SessionStore;
  catalogue: CodeCatalogue;
  /** The whole server's coverage (each session keeps its own). */
  coverage: Coverage;
  presets: Map<string, Preset>;
}

// Request schemas come from openapi/mock-admin.yaml (strict bodies, coerced queries).
const {
  ResetMockSessionBody: ResetBody,
  ReadJournalQueryParams: JournalQuery,
  ReadInboxQueryParams: InboxQuery,
  ReadCoverageQueryParams: CoverageQuery,
  PushMessageBody: PushBody,
  SetClockBody: ClockBody,
  GetCaptchaAnswerParams: CaptchaParams,
} = adminContract;

/** 9999-12-31T23:59:59.999Z: the last instant with a four-digit ISO year. */
const LATEST_CLOCK_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

type MockAccount = z.output<typeof adminContract.ListMockAccountsResponse>['accounts'][number];

/**
 * An account as QA needs it to log in: names in both forms, contact details unmasked, the live
 * authenticator code, and the seeded password while it is still the seeded one.
 */
function describeAccount(session: Session, account: Account, seededIds: ReadonlySet<string>, at: number): MockAccount {
  const { config } = session.state;
  const seeded = seededIds.has(account.id);
  const google = account.secondFactor === 'GOOGLE' && account.totpSecret ? account.totpSecret : null;
  return {
    loginName: account.loginName,
    displayName: displayLoginName(account.loginName, config.loginNamePrefix),
    playerId: account.id,
    merchantCode: account.merchantCode,
    state: account.status,
    email: account.email ?? null,
    phone: account.phone ? displayPhone(account.phone.prefix, account.phone.number) : null,
    secondFactor: account.secondFactor === 'NONE' ? null : account.secondFactor,
    loginVerification: account.loginVerification,
    userNamePwdStatus: account.userNamePwdStatus,
    userSource: account.userSource,
    transferStatus: account.transferStatus,
    authenticatorSecret: google,
    authenticatorCode: google ? totp(google, at) : null,
    password: seeded && account.passwordChangedAt === undefined && account.passwordHash !== '' ? SEEDED_PASSWORD : null,
    seeded,
  };
}

/**
 * /__mock: QA's control over the caller's mock session (openapi/mock-admin.yaml). Not journalled,
 * not enveloped, never subject to scenarios.
 */
export async function adminPlugin(app: FastifyInstance, options: AdminOptions): Promise<void> {
  const { sessions, operations } = options;

  const arm = (session: ReturnType<SessionStore['get']>, input: ScenarioInput) => {
    const checked = checkScenario(operations, options.catalogue, input);
    return checked.ok ? armScenario(session.scenarios, checked.target, input) : checked;
  };

  app.get('/__mock/health', async () => ({ ok: true }));
  // Read once: the document is the repo's, the same one this plugin is typed by.
  const controlContract = parseYaml(readFileSync(new URL('../../../openapi/mock-admin.yaml', import.meta.url), 'utf8')) as object;
  app.get('/__mock/openapi.json', async () => controlContract);

  app.post('/__mock/reset', async (request, reply) => {
    const body = parse(ResetBody, request.body, reply, 'body');
    if (!body) return reply;
    const session = sessions.forRequest(request);
    sessions.reset(session, body.seed);
    return { ok: true, session: session.name, seed: session.seed };
  });

  app.post('/__mock/scenarios', async (request, reply) => {
    const input = parse(ScenarioInput, request.body, reply, 'body');
    if (!input) return reply;
    const scenario = arm(sessions.forRequest(request), input);
    if ('error' in scenario) return fail(reply, 400, scenario.error);
    return { id: scenario.id };
  });
  app.get('/__mock/scenarios', async (request) => ({ scenarios: listScenarios(sessions.forRequest(request).scenarios) }));
  app.delete('/__mock/scenarios', async (request) => {
    clearScenarios(sessions.forRequest(request).scenarios);
    return { ok: true };
  });
  app.delete<{ Params: { id: string } }>('/__mock/scenarios/:id', async (request, reply) => {
    if (!disarmScenario(sessions.forRequest(request).scenarios, request.params.id)) {
      return fail(reply, 404, `no armed scenario ${request.params.id}`);
    }
    return { ok: true };
  });

  app.get('/__mock/presets', async () => ({
    presets: [...options.presets.values()].map(({ name, description, scenarios, actions }) => ({ name, description, scenarios, actions: actions ?? [] })),
  }));
  app.post<{ Params: { name: string } }>('/__mock/presets/:name', async (request, reply) => {
    const preset = options.presets.get(request.params.name);
    if (!preset) return fail(reply, 404, `no preset ${request.params.name}`);
    const session = sessions.forRequest(request);
    for (const action of preset.actions ?? []) {
      if (action === 'rotate-key') rotateSessionKey(session.state);
    }
    // Validated at load time, so every scenario arms.
    const ids = preset.scenarios.map((input) => {
      const armed = arm(session, input);
      // loadPresets checks each scenario by the same rules, so a preset that loaded always arms.
      if ('error' in armed) throw new Error(`preset ${preset.name}: ${armed.error}`);
      return armed.id;
    });
    return { name: preset.name, ids, actions: preset.actions ?? [] };
  });

  app.get('/__mock/journal', async (request, reply) => {
    const query = parse(JournalQuery, request.query, reply, 'query');
    if (!query) return reply;
    if (query.operation !== undefined && !operations.some((op) => op.operationId === query.operation)) {
      return fail(reply, 400, `query.operation: unknown operation "${query.operation}"; did you mean ${nearestOperations(operations, query.operation).join(', ')}?`);
    }
    return readJournal(sessions.forRequest(request).journal, query);
  });
  app.delete('/__mock/journal', async (request) => {
    clearJournal(sessions.forRequest(request).journal);
    return { ok: true };
  });

  app.get('/__mock/codes', async () => options.catalogue.describe());

  app.get('/__mock/coverage', async (request, reply) => {
    const query = parse(CoverageQuery, request.query, reply, 'query');
    if (!query) return reply;
    const coverage = query.scope === 'server' ? options.coverage : sessions.forRequest(request).coverage;
    return { scope: query.scope ?? 'session', ...coverageReport(coverage, operations, options.catalogue.describe().common) };
  });

  app.get('/__mock/inbox', async (request, reply) => {
    const query = parse(InboxQuery, request.query, reply, 'query');
    if (!query) return reply;
    return { messages: messagesTo(sessions.forRequest(request).state, query.to, query.purpose) };
  });

  app.post('/__mock/push', async (request, reply) => {
    const body = parse(PushBody, request.body, reply, 'body');
    if (!body) return reply;
    const result = pushToSession(sessions.forRequest(request), body.topic, body.payload, body.loginName);
    return 'error' in result ? fail(reply, 400, result.error) : result;
  });

  app.get('/__mock/accounts', async (request) => {
    const session = sessions.forRequest(request);
    const seededIds = new Set(baselineFor(session.seed).state.accounts.list.map((a) => a.id));
    const at = now(session.clock);
    // The list is in creation order: seeded first (in seed order), then the session's own, so it reads the same every run.
    return { accounts: session.state.accounts.list.map((account) => describeAccount(session, account, seededIds, at)) };
  });

  app.get('/__mock/captcha/:captchaId', async (request, reply) => {
    const params = CaptchaParams.safeParse(request.params);
    const state = sessions.forRequest(request).state;
    // captchaAnswer knows only puzzles the session drew: an id like "__proto__" is not one.
    const answer = params.success ? captchaAnswer(state, params.data.captchaId) : undefined;
    return answer ?? fail(reply, 404, `no slider puzzle ${params.success ? params.data.captchaId : ''}`.trim());
  });

  app.post('/__mock/keys/rotate', async (request) => {
    const key = rotateSessionKey(sessions.forRequest(request).state);
    return { keyId: key.id, publicKey: key.publicPem };
  });

  await app.register(adminWalletsPlugin, { sessions });
  await app.register(adminKycPlugin, { sessions });
  await app.register(adminLedgerPlugin, { sessions });
  await app.register(adminGamesPlugin, { sessions });

  // The consent page and the fingerprint agent: the browser's side of the mock, same origin and session.
  await app.register(standInsPlugin, { sessions });
  await app.register(adminOrdersPlugin, { sessions });
  await app.register(adminBetsPlugin, { sessions });
  await app.register(buyCryptoStandInPlugin, { sessions });

  app.get('/__mock/clock', async (request) => ({ now: new Date(now(sessions.forRequest(request).clock)).toISOString() }));
  app.post('/__mock/clock', async (request, reply) => {
    const body = parse(ClockBody, request.body, reply, 'body');
    if (!body) return reply;
    const clock = sessions.forRequest(request).clock;
    const target = 'advanceMs' in body ? now(clock) + body.advanceMs : typeof body.now === 'number' ? body.now : Date.parse(body.now);
    // Past year 9999 a date has no ISO form, and the expiries added to it would leave Date's range.
    if (!(target >= 0 && target <= LATEST_CLOCK_MS)) return fail(reply, 400, 'the clock must stay between 1970 and the end of year 9999');
    const at = 'advanceMs' in body ? advance(clock, body.advanceMs) : setNow(clock, target);
    // Rates step on reading; a jump of the clock is news to pages showing them (currencyRate).
    const session = sessions.forRequest(request);
    ratesAt(session.state, at);
    publishEvents(session);
    return { now: new Date(at).toISOString() };
  });
}
