// Zero's useQuery builds a named query again on every render: it runs the query's function with the learner's
// context, validates its arguments and hashes the result to find the view it already holds. Pages that render on
// every synced change (the review page renders on each answer) did that for each of their queries each time. Here the
// query is built once for its name and arguments, and Zero finds its view by the hash that query keeps.
import {useMemo} from 'react';
import {addContextToQuery} from '@rocicorp/zero/bindings';
import {useQuery, useZero, type UseQueryOptions} from '@rocicorp/zero/react';
import type {Falsy} from '@rocicorp/zero';

type QueryOrRequest = Parameters<typeof useQuery>[0];
type NamedRequest = {readonly query: {readonly queryName: string}; readonly args: unknown};

const isNamedRequest = (request: object): request is NamedRequest => 'query' in request;

/** What a query is built from: a request's name and arguments (a request made again for the same is the same
 * query), or an already built query itself. */
export function queryKey(request: object | Falsy): string | object | null {
  if (!request) return null;
  return isNamedRequest(request) ? `${request.query.queryName}:${JSON.stringify(request.args ?? null)}` : request;
}

function useBuiltOnce(request: QueryOrRequest, options?: UseQueryOptions | boolean) {
  const zero = useZero();
  const key = queryKey(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request of the same name and arguments is the same query.
  const query = useMemo(() => (request ? addContextToQuery(request, zero.context) : null), [zero, key]);
  return useQuery(query, options);
}

/** useQuery, with each query built once for its name and arguments. */
export const useSyncedQuery = useBuiltOnce as typeof useQuery;
