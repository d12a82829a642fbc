import { SUCCESS_CODE, type OperationDef } from '../contract.ts';
import type { CodeCatalogue } from '../domain/shared/catalogue.ts';
import { resolveOperation, WILDCARD_TARGETS, type ScenarioInput, type ScenarioTarget } from './scenarios.ts';

/** Edit distance, case-insensitive: how QA's typo is told its nearest real names. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length]!;
}

/** The three operationIds nearest to a name that is none (substring matches first). */
export function nearestOperations(operations: readonly OperationDef[], name: string): string[] {
  const lower = name.toLowerCase();
  return operations
    .map((op) => ({ id: op.operationId, score: op.operationId.toLowerCase().includes(lower) ? -1 : distance(name, op.operationId) }))
    .sort((a, b) => a.score - b.score || a.id.localeCompare(b.id))
    .slice(0, 3)
    .map((entry) => entry.id);
}

export type ScenarioCheck = { ok: true; target: ScenarioTarget } | { ok: false; error: string };

/**
 * A scenario that could never fire, or would fire other than asked, is refused when armed rather
 * than accepted in silence: an unknown operation (with the nearest names), a code the operation
 * never answers (its own codes and the common ones are allowed; `force: true` arms any other), and
 * `code` together with `fault` (a fault answers no code at all).
 */
export function checkScenario(operations: readonly OperationDef[], catalogue: CodeCatalogue, input: ScenarioInput): ScenarioCheck {
  const wildcard = WILDCARD_TARGETS.includes(input.operation);
  const op = wildcard ? undefined : resolveOperation(operations, input.operation);
  if (!wildcard && !op) {
    return { ok: false, error: `operation: unknown operation "${input.operation}"; did you mean ${nearestOperations(operations, input.operation).join(', ')}?` };
  }
  if (input.code !== undefined && input.fault !== undefined) {
    return { ok: false, error: 'code and fault: choose one (a fault answers no code, so the code would never be seen)' };
  }
  if (input.code !== undefined && input.code !== SUCCESS_CODE && input.force !== true) {
    const common = catalogue.describe().common.map((entry) => entry.code);
    const own = op ? op.errorCodes.map((entry) => entry.code) : [];
    const declared = op ? catalogue.declares(op.operationId, input.code) : common.includes(input.code);
    if (!declared) {
      const whose = op ? `${op.operationId} answers ${own.length ? own.join(', ') : 'no codes of its own'}` : `${input.operation} takes common codes only`;
      return { ok: false, error: `code: ${input.code} is not in the catalogue for this scenario (${whose}; common: ${common.join(', ')}); send force: true to arm it anyway` };
    }
  }
  return { ok: true, target: wildcard ? (input.operation as ScenarioTarget) : op!.operationId };
}
