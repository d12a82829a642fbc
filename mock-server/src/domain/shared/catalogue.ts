import type { ErrorCode, Locale, OperationDef, OperationId } from '../../contract.ts';

const GENERIC_MESSAGE: Record<Locale, string> = {
  'ja-JP': 'エラーが発生しました',
  'en-US': 'An error occurred',
  'zh-CN': '发生错误',
};

export interface CodeCatalogue {
  /** The message of a business code for an operation: its own codes first, then the common ones. */
  message(operationId: OperationId | undefined, code: number, locale: Locale): string;
  /** Whether the operation may answer the code: one of its own (x-error-codes) or a common one. */
  declares(operationId: OperationId, code: number): boolean;
  /** What /__mock/codes lists. */
  describe(): { operations: { operationId: OperationId; method: string; path: string; codes: ErrorCode[] }[]; common: ErrorCode[] };
}

export function buildCatalogue(operations: readonly OperationDef[], common: readonly ErrorCode[]): CodeCatalogue {
  const byOperation = new Map<OperationId, Map<number, ErrorCode>>();
  for (const op of operations) byOperation.set(op.operationId, new Map(op.errorCodes.map((c) => [c.code, c])));
  const commonByCode = new Map(common.map((c) => [c.code, c]));
  return {
    message(operationId, code, locale) {
      const entry = (operationId && byOperation.get(operationId)?.get(code)) || commonByCode.get(code);
      return entry ? entry.message[locale] : GENERIC_MESSAGE[locale];
    },
    declares(operationId, code) {
      return byOperation.get(operationId)?.has(code) === true || commonByCode.has(code);
    },
    describe() {
      return {
        operations: operations.map((op) => ({
          operationId: op.operationId,
          method: op.method,
          path: op.path,
          codes: [...op.errorCodes],
        })),
        common: [...common],
      };
    },
  };
}
