import type { OperationDef } from '../../contract.ts';
import { keyRingProblem } from '../../domain/identity/key-ring.ts';
import { recordLogin } from '../../domain/identity/login-history.ts';
import { issueToken, login } from '../../domain/identity/tokens.ts';
import { ensureGuessGames } from '../../domain/guess-games/guess-games.ts';
import { markJumpShown } from '../../domain/jump/jump.ts';
import { ensureOpenDraw } from '../../domain/lottery/lottery.ts';
import { ensureScheduled } from '../../domain/tournaments/tournaments.ts';
import { addNotice } from '../../domain/notices/notices.ts';
import { creditPoints, DAY_MS, expireDuePoints } from '../../domain/points/ledger.ts';
import { exchangePoints } from '../../use-cases/exchange-points.ts';
import type { CodeCatalogue } from '../../domain/shared/catalogue.ts';
import { now } from '../../domain/shared/clock.ts';
import { baselineFor, type MockState } from '../../domain/state.ts';
import { refusal } from '../../runtime/control-context.ts';
import { checkScenario } from '../../runtime/scenario-rules.ts';
import { armScenario, listScenarios, type ScenarioInput, type ScenarioTarget } from '../../runtime/scenarios.ts';
import type { Session } from '../../runtime/sessions.ts';
import { defineControlHandlers, type ControlContextOf, type ControlResultOf, type ControlServer } from './handler.ts';
import { integrityProblem } from './snapshot-integrity.ts';
import { shapeOf, stateProblem, type Shape } from './snapshot-shape.ts';
import { iso } from '../time.ts';

export type MockSnapshot = ControlResultOf<'exportSnapshot'>;
type SnapshotFile = ControlContextOf<'loadSnapshot'>['body'];

export const SNAPSHOT_FORMAT = 'qc-mock-snapshot';
/** A session's state is tens of KB seeded; a long run's ledger and inbox fit many times over. */
export const SNAPSHOT_BODY_LIMIT = 8 * 1024 * 1024;

/** The session as a file: envelope (the contract's MockSnapshot), scenarios with what they have left, state as it is. */
export function exportSnapshot(session: Session, savedAt: number): MockSnapshot {
  const scenarios = listScenarios(session.scenarios, { armedOnly: true }).map(({ id: _id, operationId: _target, remaining, fired: _fired, nearMisses: _misses, ...input }) => ({
    ...input,
    times: remaining ?? 0,
  }));
  return {
    format: SNAPSHOT_FORMAT,
    version: 1,
    session: session.name,
    seed: session.seed,
    savedAt: iso(savedAt),
    clock: { now: iso(now(session.clock)) },
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

type Checked = { ok: true; state: MockState; nowMs: number; scenarios: { target: ScenarioTarget; input: ScenarioInput }[] } | { ok: false; error: string };

/**
 * What the contract cannot check of a file (its envelope is parsed by the contract's schema):
 * the state against the seeded state's shape, the ledger, the keys, each scenario as arming
 * checks it. Checked before anything changes: a bad file leaves the session as it was.
 */
function checkSnapshot(file: SnapshotFile, operations: readonly OperationDef[], catalogue: CodeCatalogue, learnt: [Record<string, unknown>, Shape]): Checked {
  const nowMs = Date.parse(file.clock.now);
  const [seeded, shape] = learnt;
  const problem = stateProblem(file.state, seeded, shape);
  if (problem) return { ok: false, error: problem };
  const state = file.state as unknown as MockState;
  const unbalanced = ledgerProblem(state);
  if (unbalanced) return { ok: false, error: unbalanced };
  const broken = integrityProblem(state, operations);
  if (broken) return { ok: false, error: broken };
  const unusableKeys = keyRingProblem(state);
  if (unusableKeys) return { ok: false, error: unusableKeys };
  const scenarios = [];
  for (const [i, input] of file.scenarios.entries()) {
    const checked = checkScenario(operations, catalogue, input);
    if (!checked.ok) return { ok: false, error: `scenarios[${i}].${checked.error}` };
    scenarios.push({ target: checked.target, input });
  }
  return { ok: true, state, nowMs, scenarios };
}

/** Objects of the state keyed by generated strings (tokens, device sessions, idempotency keys, bonus codes), checked entry by entry. */
const STATE_MAPS: ReadonlySet<string> = new Set(['state.accounts.tokens', 'state.accounts.refreshTokens', 'state.accounts.sessions', 'state.points.byKey', 'state.shop.byKey', 'state.promotions.codes']);

/**
 * The seeded state with an example of each entry the seed leaves out (no one is logged in at the
 * start): a login's access and refresh tokens and a token issued for a bare name, so a snapshot's
 * tokens are checked against what the server writes there (an edited token entry broke login).
 */
function withExampleEntries(seeded: Record<string, unknown>): unknown {
  const example = JSON.parse(JSON.stringify(seeded)) as MockState;
  const account = example.accounts.list[0];
  if (account) {
    login(example, account.id, 0);
    withExamplePlay(example, account.id);
  }
  issueToken(example, 'example', 'example-token', 0);
  return example;
}

/**
 * What the player's slices hold once they have played (the seed holds none of it): logins with and
 * without a device, points earned, spent and expired, an exchange and its coupon, a notice, the
 * jump dialog shown; so a snapshot's entries there are checked against what the server writes.
 */
function withExamplePlay(example: MockState, accountId: string): void {
  recordLogin(example, accountId, { at: 0, method: 'PASSWORD', deviceId: 'example-device', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0', ip: '127.0.0.1' });
  recordLogin(example, accountId, { at: 0, method: 'CODE', deviceId: undefined, userAgent: undefined, ip: '127.0.0.1' });
  creditPoints(example, { accountId, kind: 'adjust', points: 5000, at: 0, validityMs: DAY_MS, key: 'example-grant' });
  creditPoints(example, { accountId, kind: 'play', points: 1, at: 0, validityMs: 2 * DAY_MS, ref: 'B-example' });
  const goodsId = example.shop.goods[0]?.goodsId;
  if (goodsId) exchangePoints(example, accountId, { goodsId, key: 'example-exchange' }, 0);
  expireDuePoints(example, accountId, 3 * DAY_MS);
  addNotice(example, { accountId, category: 'NEWS', title: { 'ja-JP': 'a', 'en-US': 'a', 'zh-CN': 'a' }, content: { 'ja-JP': 'a', 'en-US': 'a', 'zh-CN': 'a' }, important: false, linkPath: null }, 0);
  addNotice(example, { accountId, category: 'NEWS', title: { 'ja-JP': 'a', 'en-US': 'a', 'zh-CN': 'a' }, content: { 'ja-JP': 'a', 'en-US': 'a', 'zh-CN': 'a' }, important: true, linkPath: '/promo' }, 0);
  example.notices.list[0]!.readAt = 0;
  const account = example.accounts.list.find((a) => a.id === accountId)!;
  markJumpShown(example, account, 5 * 60_000, 5 * 60_000);
  // The competitions the schedule makes on first read: their shapes are learnt like the seed's.
  ensureScheduled(example, 0);
  ensureOpenDraw(example, 0, () => '0'.repeat(64));
  ensureGuessGames(example, 0);
  example.events.outbox = [];
}

/** A snapshot is a file up to 8 MB, not a control call's usual small body. */
export const snapshotRouteOptions = { loadSnapshot: { bodyLimit: SNAPSHOT_BODY_LIMIT } };

/** The session's whole state as a file, and loading one (tag session). */
export function snapshotHandlers({ sessions, operations, catalogue }: ControlServer) {
  // The shape is learnt once from the default seed's state: every seed has the same slices.
  let learnt: [Record<string, unknown>, Shape] | undefined;
  const shapeOfState = (): [Record<string, unknown>, Shape] => {
    if (!learnt) {
      const seeded = baselineFor(sessions.defaultSeed).state as unknown as Record<string, unknown>;
      learnt = [seeded, shapeOf(withExampleEntries(seeded), STATE_MAPS)];
    }
    return learnt;
  };

  return defineControlHandlers({
    exportSnapshot: ({ session, header }) => {
      header('content-disposition', `attachment; filename="mock-snapshot-${session.name}.json"`);
      return exportSnapshot(session, Date.now());
    },
    loadSnapshot: ({ body, session }) => {
      const checked = checkSnapshot(body, operations, catalogue, shapeOfState());
      if (!checked.ok) throw refusal(400, checked.error);
      sessions.restore(session, body.seed, checked.state, checked.nowMs);
      for (const { target, input } of checked.scenarios) armScenario(session.scenarios, target, input);
      return {
        ok: true,
        session: session.name,
        seed: session.seed,
        now: iso(now(session.clock)),
        scenarios: checked.scenarios.length,
        accounts: checked.state.accounts.list.length,
      };
    },
  });
}
