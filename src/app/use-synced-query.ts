// Zero's useQuery builds a named query again on every render: it runs the query's function with the learner's
// context, validates its arguments and hashes the result to find the view it already holds. Pages that render on
// every synced change (the review page renders on each answer) did that for each of their queries each time. Here the
// query is built once for its name and arguments, and Zero finds its view by the hash that query keeps.
import {useMemo} from 'react';
import type {
  BaseDefaultContext,
  BaseDefaultSchema,
  DefaultContext,
  DefaultSchema,
  Falsy,
  PullRow,
  QueryRequest,
  ReadonlyJSONValue,
} from '@rocicorp/zero';
import {addContextToQuery} from '@rocicorp/zero/bindings';
import {useQuery, useZero, type MaybeQueryResult, type QueryResult, type UseQueryOptions} from '@rocicorp/zero/react';

/** The same arguments, as far as the query is concerned: the same query. */
export function queryKey(request: {query: {queryName: string}; args: unknown} | Falsy): string | null {
  return request ? `${request.query.queryName}:${JSON.stringify(request.args ?? null)}` : null;
}

export function useSyncedQuery<
  TTable extends keyof TSchema['tables'] & string,
  TInput extends ReadonlyJSONValue | undefined,
  TOutput extends ReadonlyJSONValue | undefined,
  TSchema extends BaseDefaultSchema = DefaultSchema,
  TReturn = PullRow<TTable, TSchema>,
  TContext extends BaseDefaultContext = DefaultContext,
>(
  request: QueryRequest<TTable, TInput, TOutput, TSchema, TReturn, TContext>,
  options?: UseQueryOptions,
): QueryResult<TReturn>;
export function useSyncedQuery<
  TTable extends keyof TSchema['tables'] & string,
  TInput extends ReadonlyJSONValue | undefined,
  TOutput extends ReadonlyJSONValue | undefined,
  TSchema extends BaseDefaultSchema = DefaultSchema,
  TReturn = PullRow<TTable, TSchema>,
  TContext extends BaseDefaultContext = DefaultContext,
>(
  request: QueryRequest<TTable, TInput, TOutput, TSchema, TReturn, TContext> | Falsy,
  options?: UseQueryOptions,
): MaybeQueryResult<TReturn>;
export function useSyncedQuery<
  TTable extends keyof TSchema['tables'] & string,
  TInput extends ReadonlyJSONValue | undefined,
  TOutput extends ReadonlyJSONValue | undefined,
  TSchema extends BaseDefaultSchema = DefaultSchema,
  TReturn = PullRow<TTable, TSchema>,
  TContext extends BaseDefaultContext = DefaultContext,
>(request: QueryRequest<TTable, TInput, TOutput, TSchema, TReturn, TContext> | Falsy, options?: UseQueryOptions) {
  const zero = useZero();
  const key = queryKey(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request of the same name and arguments is the same query.
  const query = useMemo(() => (request ? addContextToQuery(request, zero.context as TContext) : null), [zero, key]);
  return useQuery(query, options);
}
