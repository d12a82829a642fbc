import { codes, type Code, type CodeName } from '../../contract.ts';

/** A code by its catalogue name: `CodeOf<'phoneTaken' | 'unknownContact'>` is 100921 | 100920. */
export type CodeOf<Name extends CodeName> = (typeof codes)[Name];

interface BusinessErrorOptions {
  /** Replaces the catalogue's message where the code alone does not say what is wrong (a 400 naming a field). */
  msg?: string;
  /** For the codes that travel as HTTP statuses (400, 401); 200 otherwise. */
  httpStatus?: number;
}

/**
 * A business error: HTTP 200 with `code` and the catalogue's message in the caller's language.
 * The code is a name from the generated catalogue (`codes.nameTaken`, openapi/codes.yaml), never
 * a number (lint: local/no-bare-business-code). A handler does not build one itself: it throws
 * `refuse(codes.x)` from its context, typed by its operation (routes/handler.ts).
 */
export class BusinessError extends Error {
  readonly code: Code;
  readonly data: unknown;
  readonly msg: string | undefined;
  readonly httpStatus: number;
  constructor(code: Code, data: unknown = null, options: BusinessErrorOptions = {}) {
    super(`business code ${code}`);
    this.code = code;
    this.data = data;
    this.msg = options.msg;
    this.httpStatus = options.httpStatus ?? 200;
  }
}

/**
 * Builds the error for a code out of `Allowed`. A handler's context carries one typed by its
 * operation's codes (its x-error-codes and the common ones), so a code the operation does not
 * declare does not compile; a helper several handlers share takes the caller's `refuse` typed by
 * the codes it throws (`Refusal<CodeOf<'phoneTaken'>>`), so only callers that declare them fit.
 */
export type Refusal<Allowed extends Code> = (code: Allowed, data?: unknown, options?: BusinessErrorOptions) => BusinessError;

/** The one function behind every context's `refuse`: the typing above is the whole check. */
export const refuse: Refusal<Code> = (code, data = null, options = {}) => new BusinessError(code, data, options);

/** A request the schema lets through but the operation cannot use: a 400 naming the field. */
export const badRequest = (field: string, problem: string) => new BusinessError(codes.invalidRequest, null, { msg: `${field}: ${problem}`, httpStatus: 400 });
