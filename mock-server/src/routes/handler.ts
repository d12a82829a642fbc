import type { z } from 'zod';
import type { authContract, cmsContract, OperationCode, OperationCodes, OperationId, phoenixContract, rexContract, throneContract } from '../contract.ts';
import type { OperationContext } from '../runtime/operation-context.ts';

/**
 * Handlers are typed from the contract: an operation's generated zod schemas are named after
 * its operationId (`<OperationId>Body`, `...QueryParams`, `...Params`, `...Response`), so the
 * types below find them by name. A handler's input is what its schemas parse to, and the `data`
 * it returns must be what its response schema accepts.
 */
type Schemas = typeof authContract & typeof phoenixContract & typeof throneContract & typeof rexContract & typeof cmsContract;
type SchemaOf<Id extends OperationId, Suffix extends string> = `${Capitalize<Id>}${Suffix}` extends infer Name extends keyof Schemas ? Schemas[Name] : undefined;
type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** The validated body of an operation; undefined when it takes none. */
export type BodyOf<Id extends OperationId> = Parsed<SchemaOf<Id, 'Body'>>;
type QueryOf<Id extends OperationId> = Parsed<SchemaOf<Id, 'QueryParams'>>;
type ParamsOf<Id extends OperationId> = Parsed<SchemaOf<Id, 'Params'>>;
/** The `data` of the operation's success envelope, as its response schema accepts it. */
export type ResultOf<Id extends OperationId> = SchemaOf<Id, 'Response'> extends infer Response extends z.ZodType
  ? z.input<Response> extends { data: infer Data }
    ? Data
    : never
  : never;

export type { OperationContext };

/** The business codes an operation may answer: its x-error-codes and the common ones. */
export type CodesOf<Id extends OperationId> = Id extends keyof OperationCodes ? OperationCode<Id> : never;

/** The context of one operation. */
export type ContextOf<Id extends OperationId> = OperationContext<BodyOf<Id>, QueryOf<Id>, ParamsOf<Id>, CodesOf<Id>>;

/** A list the handler answers may be a readonly one (a constant table): it is only read. */
export type Answer<Data> = Data extends (infer Item)[] ? readonly Item[] : Data;

/** Returns the envelope's `data`; throws `refuse(codes.x)` (a BusinessError) for a business code. */
export type OperationHandler<Id extends OperationId = OperationId> = (ctx: ContextOf<Id>) => Answer<ResultOf<Id>> | Promise<Answer<ResultOf<Id>>>;

/** Handlers by operationId, each checked against its own operation's schemas. */
export type HandlerTable = { [Id in OperationId]?: OperationHandler<Id> };

/** Top-level fields an answer has that the operation's `data` does not: the contract's types are open, the check is not. */
export type ExtraFields<Returned, Data> = [Returned] extends [readonly unknown[] | null | string | number | boolean] ? never : Exclude<keyof Returned, keyof NonNullable<Data>>;
/**
 * A handler table whose every answer has only fields its operation's `data` has: `Results` maps
 * each operationId to that data, `What` names the ids in the message for a key that is none.
 */
export type ExactTable<Table, Results, What extends string> = {
  [Id in keyof Table]: Id extends keyof Results
    ? Table[Id] extends (ctx: never) => infer Returned
      ? [ExtraFields<Awaited<Returned>, Results[Id]>] extends [never]
        ? Table[Id]
        : `${Id & string} answers fields its contract does not have: ${ExtraFields<Awaited<Returned>, Results[Id]> & string}`
      : Table[Id]
    : `${Id & string} is not ${What}`;
};
type Results = { [Id in OperationId]: ResultOf<Id> };

/**
 * A table of handlers, each typed from its operation's schemas (the context's input, the `data`
 * it must answer), where a field the contract does not have is an error too (TypeScript's own
 * check lets extra fields through a function's answer).
 */
export function defineHandlers<const Table extends HandlerTable>(table: Table & ExactTable<Table, Results, 'an operationId'>): HandlerTable {
  return table;
}
