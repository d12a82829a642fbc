/**
 * The one way the site makes a query of a contract operation (docs/decisions/server-state.md):
 * orval generates fetchers only, and `apiQuery({ getNotices }, query)` makes React Query options
 * from one of them. The property's name is the operationId (generated/queries.ts checks that the
 * fetcher is that operation's), and it keys the cache: `[operationId]`, or `[operationId, params]`
 * for a call with a request, so `apiKey(operationId)` is the prefix of every page and filter of
 * that call, for invalidating them at once. The request gets the query's abort signal, and the
 * cache holds the envelope's `data` (dataOf), not the envelope.
 */
import { queryOptions, type DataTag, type QueryKey, type UndefinedInitialDataOptions } from '@tanstack/react-query';
import { parameterlessQueries, type ParameterlessQueryId, type QueryFetchers, type QueryOperationId } from '#generated/queries.ts';
import { dataOf } from './data-of';

/** What an operation's answer carries in its envelope's `data`. */
export type QueryData<Id extends QueryOperationId> = Awaited<ReturnType<QueryFetchers[Id]>>['data'];

/** The operation's request (its body, or a GET's query parameters); none for a GET without any. */
type ParamsArg<Id extends QueryOperationId> = Id extends ParameterlessQueryId
  ? []
  : undefined extends Parameters<QueryFetchers[Id]>[0]
    ? [params?: Parameters<QueryFetchers[Id]>[0]]
    : [params: Parameters<QueryFetchers[Id]>[0]];

type Options<Id extends QueryOperationId> = Omit<UndefinedInitialDataOptions<QueryData<Id>, Error, QueryData<Id>, QueryKey>, 'queryKey' | 'queryFn' | 'select'> & {
  /** A failure shows no toast: the screen says it in place, or the data is a background extra. */
  silent?: boolean;
  /**
   * An open call that answers a player's own part when a token comes: a visitor's and a player's
   * answers are kept apart (the last part of the key).
   */
  viewer?: 'player' | 'visitor';
};

type Envelope<Data> = { code: number; msg: string; data: Data };
type AnyFetcher = (...args: unknown[]) => Promise<Envelope<unknown>>;

/** The key of an operation's call with these params, or without params the prefix of all its calls. */
export function apiKey<Id extends QueryOperationId>(operationId: Id, ...[params]: Partial<ParamsArg<Id>>): DataTag<QueryKey, QueryData<Id>, Error> {
  return (params === undefined ? [operationId] : [operationId, params]) as unknown as DataTag<QueryKey, QueryData<Id>, Error>;
}

/**
 * Query options of a generated fetcher: `apiQuery({ getNotices }, query, { staleTime: 30_000 })`.
 * A player's data goes through `playerQuery(...)` (lib/query) as well.
 */
export function apiQuery<Id extends QueryOperationId>(operation: Pick<QueryFetchers, Id>, ...args: [...ParamsArg<Id>, options?: Options<Id>]) {
  const [operationId] = Object.keys(operation) as [Id];
  const fetcher = operation[operationId] as unknown as AnyFetcher;
  const parameterless = parameterlessQueries.has(operationId);
  const [params, options] = (parameterless ? [undefined, args[0]] : args) as [unknown, Options<Id> | undefined];
  const { silent, viewer, ...query } = options ?? {};
  const key = [operationId, ...(params === undefined ? [] : [params]), ...(viewer ? [viewer] : [])];
  return queryOptions({
    ...query,
    queryKey: key as unknown as DataTag<QueryKey, QueryData<Id>, Error>,
    queryFn: async ({ signal }) => {
      const request = silent ? { signal, silent } : { signal };
      const answer = await (parameterless ? fetcher(request) : fetcher(params, request));
      return dataOf(answer) as QueryData<Id>;
    },
  });
}
