import type { z } from 'zod';
import { codeCatalogue } from '#generated/code-messages.ts';
import type { adminContract, Code, ControlOperationId, OperationDef } from '../../contract.ts';
import { findAccountByLoginName } from '../../domain/identity/accounts.ts';
import type { CodeCatalogue } from '../../domain/shared/catalogue.ts';
import type { MockState } from '../../domain/state.ts';
import { refusal, type ControlContext } from '../../runtime/control-context.ts';
import type { ContractCheck } from '../../plugins/contract-check.ts';
import type { Coverage } from '../../runtime/coverage.ts';
import type { Preset } from '../../runtime/presets.ts';
import type { Proxy } from '../../runtime/proxy.ts';
import type { SessionStore } from '../../runtime/sessions.ts';
import type { Answer, ExactTable } from '../handler.ts';

/**
 * Control handlers are typed from openapi/mock-admin.yaml as player handlers are from theirs: the
 * generated zod schemas are named after the operationId (`<OperationId>Body`, `...QueryParams`,
 * `...Params`, `...Response`), so a handler's input is what its schemas parse to and its answer
 * must be what its response schema accepts. A control answer is the whole body (no envelope).
 */
type Schemas = typeof adminContract;
type SchemaOf<Id extends ControlOperationId, Suffix extends string> = `${Capitalize<Id>}${Suffix}` extends infer Name extends keyof Schemas ? Schemas[Name] : undefined;
type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** The answer of a control operation, as its response schema accepts it. */
export type ControlResultOf<Id extends ControlOperationId> = SchemaOf<Id, 'Response'> extends infer Response extends z.ZodType ? z.input<Response> : never;

export type ControlContextOf<Id extends ControlOperationId> = ControlContext<Parsed<SchemaOf<Id, 'Body'>>, Parsed<SchemaOf<Id, 'QueryParams'>>, Parsed<SchemaOf<Id, 'Params'>>>;

/** Answers the operation's success body; throws `refusal(status, error)` for a 4xx. */
export type ControlHandler<Id extends ControlOperationId = ControlOperationId> = (
  ctx: ControlContextOf<Id>,
) => Answer<ControlResultOf<Id>> | Promise<Answer<ControlResultOf<Id>>>;

export type ControlHandlerTable = { [Id in ControlOperationId]?: ControlHandler<Id> };

type ControlResults = { [Id in ControlOperationId]: ControlResultOf<Id> };

/** A table of control handlers, each typed by its operation; a field the contract lacks is an error. */
export function defineControlHandlers<const Table extends ControlHandlerTable>(table: Table & ExactTable<Table, ControlResults, 'a control operationId'>): ControlHandlerTable {
  return table;
}

/** What control calls reach beyond the caller's session: the server's own parts. */
export interface ControlServer {
  sessions: SessionStore;
  /** The player API's operations: what scenarios, the journal's filter and coverage name. */
  operations: readonly OperationDef[];
  catalogue: CodeCatalogue;
  /** The whole server's coverage (each session keeps its own). */
  coverage: Coverage;
  presets: ReadonlyMap<string, Preset>;
  /** What the server's answers were held against the served contracts. */
  contractCheck: ContractCheck;
  /** Proxy mode's forwarding and recording (--proxy), or undefined. */
  proxy?: Proxy | undefined;
}

/** "nameTaken, 100010": the business code the player API would answer, for a fixture refusal's text. */
export const named = (code: Code) => `${codeCatalogue[code].name}, ${code}`;

/** The account a `loginName` filter names (the API's name, any case): none without one, 404 for no such player. */
export function filteredAccountId(state: MockState, loginName: string | undefined): string | undefined {
  if (loginName === undefined) return undefined;
  const account = findAccountByLoginName(state, loginName);
  if (!account) throw refusal(404, `no player ${loginName}`);
  return account.id;
}
