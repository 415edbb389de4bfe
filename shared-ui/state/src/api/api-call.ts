import type { z } from 'zod';
import { API_ROUTES, type ApiRoute, type ApiRouteName } from '@nomada/contracts';
import { ApiError } from './api-error';
import { apiPost, type ApiPostOptions } from './api-post';

type Routes = typeof API_ROUTES;

/** Calls with a JSON (or no) body: every POST of API_ROUTES but the multipart upload. */
export type ApiCallName = {
  [N in ApiRouteName]: Routes[N] extends { method: 'POST'; multipart?: undefined } ? N : never;
}[ApiRouteName];

/** The body a call takes (what its contract schema accepts), `undefined` for calls without one. */
export type ApiBody<N extends ApiCallName> = Routes[N]['body'] extends z.ZodType
  ? z.input<Routes[N]['body']>
  : undefined;

/** The answer of a call, as its contract schema parses it. */
export type ApiAnswer<N extends ApiCallName> = Routes[N]['success']['schema'] extends z.ZodType
  ? z.output<Routes[N]['success']['schema']>
  : unknown;

type CallArgs<N extends ApiCallName> =
  ApiBody<N> extends undefined
    ? [body?: undefined, options?: ApiPostOptions]
    : [body: ApiBody<N>, options?: ApiPostOptions];

/**
 * Makes a call of API_ROUTES by name: typed body, and an answer checked against the contract, so a
 * drifted answer fails here as `unexpected_response` rather than as `undefined` deep in a component.
 */
export async function apiCall<N extends ApiCallName>(
  call: N,
  ...[body, options]: CallArgs<N>
): Promise<ApiAnswer<N>> {
  const route: ApiRoute = API_ROUTES[call];
  const answer = await apiPost<unknown>(route.path, body, options);
  if (!route.success.schema) return answer as ApiAnswer<N>;
  const parsed = route.success.schema.safeParse(answer);
  if (!parsed.success) {
    throw new ApiError(route.success.status, 'unexpected_response', `Unexpected answer to ${call}`);
  }
  return parsed.data as ApiAnswer<N>;
}

/**
 * The swr key of a read: the call, the id of the user it is read for (so after a change of user
 * nobody sees the previous one's cached answer), and the body when the call takes one.
 */
export type ApiReadKey<N extends ApiCallName = ApiCallName> = readonly [
  call: N,
  userId: string,
  body?: ApiBody<N>,
];

/** swr's fetcher for every read: `useSWR(['auth-get-dashboard-data', user.id], apiFetcher)`. */
export function apiFetcher<N extends ApiCallName>([call, , body]: ApiReadKey<N>): Promise<
  ApiAnswer<N>
> {
  return apiCall<N>(call, ...([body] as CallArgs<N>));
}
