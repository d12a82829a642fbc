import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { adminContract, type OperationDef } from '../contract.ts';
import type { CodeCatalogue } from '../domain/shared/catalogue.ts';
import { now } from '../domain/shared/clock.ts';
import { keyRingProblem } from '../domain/identity/key-ring.ts';
import { issueToken, login } from '../domain/identity/tokens.ts';
import { baselineFor, type MockState } from '../domain/state.ts';
import { describeIssues } from './contract.ts';
import { fail } from './admin-replies.ts';
import { checkScenario } from './scenario-rules.ts';
import { armScenario, listScenarios, type ScenarioInput, type ScenarioTarget } from './scenarios.ts';
import type { Session, SessionStore } from './sessions.ts';
import { shapeOf, stateProblem, type Shape } from './snapshot-shape.ts';

const { LoadSnapshotBody: SnapshotFile } = adminContract;
export type MockSnapshot = z.input<typeof SnapshotFile>;

export const SNAPSHOT_FORMAT = 'qc-mock-snapshot';
/** A session's state is tens of KB seeded; a long run's ledger and inbox fit many times over. */
export const SNAPSHOT_BODY_LIMIT = 8 * 1024 * 1024;

/** The session as a file: envelope (the contract's MockSnapshot), scenarios with what they have left, state as it is. */
export function exportSnapshot(session: Session, savedAt: number): MockSnapshot {
  const scenarios = listScenarios(session.scenarios).map(({ id: _id, operationId: _target, remaining, fired: _fired, nearMisses: _misses, ...input }) => ({
    ...input,
    times: remaining ?? 0,
  }));
  return {
    format: SNAPSHOT_FORMAT,
    version: 1,
    session: session.name,
    seed: session.seed,
    savedAt: new Date(savedAt).toISOString(),
    clock: { now: new Date(now(session.clock)).toISOString() },
    scenarios,
    // A JSON round trip, not a reference: the answer is serialised after this handler returns.
    state: JSON.parse(JSON.stringify(session.state)) as Record<string, unknown>,
  };
}

/** Double entry, checked again: a hand-edited ledger that does not balance would show money from nowhere. */
function ledgerProblem(state: MockState): string | undefined {
  const transactions = state.wallet.transactions;
  for (let i = 0; i < transactions.length; i++) {
    const postings = transactions[i]!.postings;
    if (postings.some((posting) => !Number.isSafeInteger(posting.amount))) {
      return `state.wallet.transactions[${i}].postings: amounts are whole minor units`;
    }
    if (postings.reduce((sum, posting) => sum + posting.amount, 0) !== 0) {
      return `state.wallet.transactions[${i}].postings: do not balance (their sum is not 0)`;
    }
  }
  return undefined;
}

type Checked = { ok: true; seed: number; state: MockState; nowMs: number; scenarios: { target: ScenarioTarget; input: ScenarioInput }[] } | { ok: false; error: string };

/** Everything a load needs, checked before anything changes: a bad file leaves the session as it was. */
function checkSnapshot(body: unknown, operations: readonly OperationDef[], catalogue: CodeCatalogue, shapeFor: (seed: number) => [Record<string, unknown>, Shape]): Checked {
  const parsed = SnapshotFile.safeParse(body);
  if (!parsed.success) return { ok: false, error: describeIssues(parsed.error, 'body') };
  const file = parsed.data;
  const nowMs = Date.parse(file.clock.now);
  const [seeded, shape] = shapeFor(file.seed);
  const problem = stateProblem(file.state, seeded, shape);
  if (problem) return { ok: false, error: problem };
  const state = file.state as unknown as MockState;
  const unbalanced = ledgerProblem(state);
  if (unbalanced) return { ok: false, error: unbalanced };
  const unusableKeys = keyRingProblem(state);
  if (unusableKeys) return { ok: false, error: unusableKeys };
  const scenarios = [];
  for (const [i, input] of file.scenarios.entries()) {
    const checked = checkScenario(operations, catalogue, input);
    if (!checked.ok) return { ok: false, error: `scenarios[${i}].${checked.error}` };
    scenarios.push({ target: checked.target, input });
  }
  return { ok: true, seed: file.seed, state, nowMs, scenarios };
}

const SESSIONS_LISTED = 100;

/** Objects of the state keyed by generated strings (tokens), checked entry by entry. */
const STATE_MAPS: ReadonlySet<string> = new Set(['state.accounts.tokens', 'state.accounts.refreshTokens']);

/**
 * The seeded state with an example of each entry the seed leaves out (no one is logged in at the
 * start): a login's access and refresh tokens and a token issued for a bare name, so a snapshot's
 * tokens are checked against what the server writes there (an edited token entry broke login).
 */
function withExampleEntries(seeded: Record<string, unknown>): unknown {
  const example = JSON.parse(JSON.stringify(seeded)) as MockState;
  const account = example.accounts.list[0];
  if (account) login(example, account.id, 0);
  issueToken(example, 'example', 'example-token', 0);
  return example;
}

/** GET and POST /__mock/snapshot, GET /__mock/sessions (openapi/mock-admin.yaml, tag session). */
export async function adminSnapshotPlugin(
  app: FastifyInstance,
  options: { sessions: SessionStore; operations: readonly OperationDef[]; catalogue: CodeCatalogue },
): Promise<void> {
  const { sessions } = options;
  // The shape is learnt once from the default seed's state: every seed has the same slices.
  let learnt: [Record<string, unknown>, Shape] | undefined;
  const shapeFor = (): [Record<string, unknown>, Shape] => {
    if (!learnt) {
      const seeded = baselineFor(sessions.defaultSeed).state as unknown as Record<string, unknown>;
      learnt = [seeded, shapeOf(withExampleEntries(seeded), STATE_MAPS)];
    }
    return learnt;
  };

  // The session picker's list: reading it binds the request to its own session only.
  app.get('/__mock/sessions', async () => ({
    total: sessions.size,
    limit: sessions.limit,
    sessions: sessions.recent(SESSIONS_LISTED).map(({ session, lastUsed }) => ({
      name: session.name,
      seed: session.seed,
      lastUsedAt: new Date(lastUsed).toISOString(),
      sockets: session.sockets.size,
      scenarios: session.scenarios.armed,
    })),
  }));

  app.get('/__mock/snapshot', async (request, reply) => {
    const session = sessions.forRequest(request);
    reply.header('content-disposition', `attachment; filename="mock-snapshot-${session.name}.json"`);
    return exportSnapshot(session, Date.now());
  });

  app.post('/__mock/snapshot', { bodyLimit: SNAPSHOT_BODY_LIMIT }, async (request, reply) => {
    const checked = checkSnapshot(request.body, options.operations, options.catalogue, shapeFor);
    if (!checked.ok) return fail(reply, 400, checked.error);
    const session = sessions.forRequest(request);
    sessions.restore(session, checked.seed, checked.state, checked.nowMs);
    for (const { target, input } of checked.scenarios) armScenario(session.scenarios, target, input);
    return {
      ok: true,
      session: session.name,
      seed: session.seed,
      now: new Date(now(session.clock)).toISOString(),
      scenarios: checked.scenarios.length,
      accounts: checked.state.accounts.list.length,
    };
  });
}
