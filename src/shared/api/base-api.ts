import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { Endpoint } from '@/shared/contract/endpoint';
import type { ApiErrorData } from './api-error';
import type * as Caller from './call-endpoint';
import type * as Client from './client';

/**
 * An endpoint of the contract named by the first screen's code and loaded
 * with its first call: its validators (zod and the contract's schemas) come
 * in a chunk of their own, with the HTTP client, not in the first screen.
 */
export interface LazyEndpoint<E extends Endpoint = Endpoint> {
  readonly load: () => Promise<E>;
}

/**
 * The endpoints of a contract registry (`gamesApi`, …) by name, each loaded
 * with its first call: `api.gameList` names the endpoint without importing
 * the module that defines it. A failed load is tried again by the next call.
 */
export function lazyEndpoints<T extends Record<string, Endpoint>>(load: () => Promise<T>): { readonly [K in keyof T]: LazyEndpoint<T[K]> } {
  let registry: Promise<T> | null = null;
  const loadRegistry = () =>
    (registry ??= load().catch((error: unknown) => {
      registry = null;
      throw error;
    }));
  const named = new Map<PropertyKey, LazyEndpoint>();
  return new Proxy({} as { readonly [K in keyof T]: LazyEndpoint<T[K]> }, {
    get(_target, name) {
      let ref = named.get(name);
      if (!ref) {
        ref = { load: () => loadRegistry().then((all) => all[name as keyof T]!) };
        named.set(name, ref);
      }
      return ref;
    },
  });
}

export interface ContractArgs {
  /** the endpoint, or its name in a registry loaded with the first call (`lazyEndpoints`) */
  endpoint: Endpoint | LazyEndpoint;
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

type Transport = typeof Caller & typeof Client;

let transport: Promise<Transport> | null = null;

/**
 * The HTTP client (axios) and the contract's caller, loaded with the first
 * call, not with the first screen: a visitor's server-rendered first screen
 * has its answers already and makes no call before the network is idle.
 * Started early where a call is sure to come (a stored session, a page the
 * browser renders itself: src/main.tsx). A failed load is tried again by
 * the next call.
 */
export function loadTransport(): Promise<Transport> {
  transport ??= Promise.all([import('./call-endpoint'), import('./client')]).then(
    ([caller, client]) => ({ ...caller, ...client }),
    (error: unknown) => {
      transport = null;
      throw error;
    },
  );
  return transport;
}

/** Base query of RTK Query: every request goes through the contract, with the store's session token. */
export const contractBaseQuery: BaseQueryFn<ContractArgs, unknown, ApiErrorData, object, ContractMeta> = async (
  { endpoint, args, idempotencyKey },
  { signal, getState },
) => {
  let loaded: Transport;
  let contract: Endpoint;
  try {
    [loaded, contract] = await Promise.all([loadTransport(), 'load' in endpoint ? endpoint.load() : endpoint]);
  } catch (error) {
    // the client's or the endpoint's chunk did not arrive (offline, a new deploy): as good as no answer
    return {
      error: { kind: 'network', status: 0, code: 'NETWORK', message: error instanceof Error ? error.message : String(error), fieldErrors: [], value: null },
    };
  }
  const { callEndpoint, httpClient, toApiError } = loaded;
  try {
    const { value, headers } = await callEndpoint(httpClient, contract, args as never, {
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
