import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { Endpoint } from '@/shared/contract/endpoint';
import type { ApiErrorData } from './api-error';
import { callEndpoint, toApiError } from './call-endpoint';
import { httpClient } from './client';

export interface ContractArgs {
  endpoint: Endpoint;
  args: unknown;
  /** `idempotent` endpoints: the key of the user's action (`useIdempotencyKey`) */
  idempotencyKey?: string;
}

export interface ContractMeta {
  headers: Record<string, string>;
}

/** The session token as the store holds it (the session slice: client state, the only copy). */
function tokenOf(state: unknown): string | null {
  return (state as { session?: { token?: string | null } }).session?.token ?? null;
}

/** Base query of RTK Query: every request goes through the contract, with the store's session token. */
export const contractBaseQuery: BaseQueryFn<ContractArgs, unknown, ApiErrorData, object, ContractMeta> = async (
  { endpoint, args, idempotencyKey },
  { signal, getState },
) => {
  try {
    const { value, headers } = await callEndpoint(httpClient, endpoint, args as never, {
      signal,
      token: tokenOf(getState()),
      idempotencyKey,
    });
    return { data: value, meta: { headers } };
  } catch (error) {
    return { error: toApiError(error).toJSON() };
  }
};

/**
 * The one API of the site. Features inject their endpoints into it
 * (`baseApi.injectEndpoints`), so loading, caching and invalidation are
 * RTK Query's job and the first screen loads only the endpoints it uses.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: contractBaseQuery,
  /** `Content`: what the platform answers in the `Language` of the request (refetched when the language changes) */
  tagTypes: ['Member', 'Balance', 'Vendors', 'HomeNotice', 'Content'],
  endpoints: () => ({}),
});
