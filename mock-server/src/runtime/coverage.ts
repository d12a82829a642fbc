import type { ErrorCode, OperationDef, OperationId } from '../contract.ts';

/**
 * Which operations and business codes were answered, and how often: per session (what one test
 * exercised) and over the whole server since it started (what a whole e2e run exercised). Counted
 * when the handler's answer is sent: a call answered before it (an armed scenario, a Prefer code,
 * a 400 for bad input, a missing or dead token) or never answered exercised nothing of it.
 */
export interface Coverage {
  since: number;
  /** Answers by operation, then by business code. */
  answers: Map<OperationId, Map<number, number>>;
}

export const createCoverage = (since = Date.now()): Coverage => ({ since, answers: new Map() });

export function countAnswer(coverage: Coverage, operationId: OperationId, code: number): void {
  let codes = coverage.answers.get(operationId);
  if (!codes) coverage.answers.set(operationId, (codes = new Map()));
  codes.set(code, (codes.get(code) ?? 0) + 1);
}

export function clearCoverage(coverage: Coverage, since = Date.now()): void {
  coverage.answers.clear();
  coverage.since = since;
}

const SUCCESS = 200;

/**
 * The report: for each operation its answers by code; the catalogue's codes as (operation, code)
 * pairs, each operation's own codes plus success, and the common codes on their own (any
 * operation answering one counts); and what was never answered.
 */
export function coverageReport(coverage: Coverage, operations: readonly OperationDef[], common: readonly ErrorCode[]) {
  const byOperation = operations.map((op) => {
    const codes = coverage.answers.get(op.operationId);
    const calls = codes ? [...codes.values()].reduce((sum, n) => sum + n, 0) : 0;
    return { operationId: op.operationId, calls, codes: Object.fromEntries([...(codes ?? [])].map(([code, n]) => [String(code), n])) };
  });
  const ownCodes = operations.flatMap((op) =>
    [{ code: SUCCESS, meaning: 'success' }, ...op.errorCodes].map((entry) => ({
      operationId: op.operationId,
      code: entry.code,
      meaning: entry.meaning,
      count: coverage.answers.get(op.operationId)?.get(entry.code) ?? 0,
    })),
  );
  const commonCodes = common.map((entry) => ({
    code: entry.code,
    meaning: entry.meaning,
    count: [...coverage.answers.values()].reduce((sum, codes) => sum + (codes.get(entry.code) ?? 0), 0),
  }));
  const answered = byOperation.filter((op) => op.calls > 0).length;
  return {
    since: new Date(coverage.since).toISOString(),
    totals: {
      operations: { answered, of: operations.length },
      codes: { answered: ownCodes.filter((c) => c.count > 0).length, of: ownCodes.length },
      commonCodes: { answered: commonCodes.filter((c) => c.count > 0).length, of: commonCodes.length },
    },
    operations: byOperation,
    codes: ownCodes,
    commonCodes,
    never: {
      operations: byOperation.filter((op) => op.calls === 0).map((op) => op.operationId),
      codes: ownCodes.filter((c) => c.count === 0).map(({ operationId, code }) => ({ operationId, code })),
      commonCodes: commonCodes.filter((c) => c.count === 0).map((c) => c.code),
    },
  };
}
