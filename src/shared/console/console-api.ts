import type { AxiosInstance } from 'axios';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiErrorData } from '@/shared/api/api-error';
import { callEndpoint, toApiError } from '@/shared/api/call-endpoint';
import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';
import { operatorApi as calls, type OperatorEndpoint } from '@/shared/contract/operator';
import { signedOut } from '@/shared/console/session-slice';

export interface ConsoleCallArgs {
  endpoint: OperatorEndpoint;
  args: unknown;
}

/** What the console's base query needs from the store it runs in. */
export interface ConsoleQueryExtra {
  client: AxiosInstance;
}

/**
 * Every console request goes through the contract (`callEndpoint`); a 401
 * on any call but the sign-in means the session ended (sign-out elsewhere,
 * idle, expired): the console says so and asks to sign in again.
 */
export const consoleBaseQuery: BaseQueryFn<ConsoleCallArgs, unknown, ApiErrorData> = async ({ endpoint, args }, api) => {
  const { client } = api.extra as ConsoleQueryExtra;
  try {
    const { value } = await callEndpoint(client, endpoint, args as never, { signal: api.signal });
    return { data: value };
  } catch (error) {
    const failure = toApiError(error).toJSON();
    if (failure.code === 'UNAUTHORIZED' && endpoint !== calls.operatorLogin) api.dispatch(signedOut('expired'));
    return { error: failure };
  }
};

/**
 * The console's one RTK Query API. Pages inject their calls
 * (`operatorApi.injectEndpoints` in their folder's `*-api.ts`), as the
 * site's features do with its `baseApi`.
 */
export const consoleApi = createApi({
  reducerPath: 'consoleApi',
  baseQuery: consoleBaseQuery,
  tagTypes: ['Me', 'Dashboard', 'Members', 'Member', 'Audit'],
  endpoints: (build) => ({
    signIn: build.mutation<ResponseOf<typeof calls.operatorLogin>, RequestOf<typeof calls.operatorLogin>>({
      query: (args) => ({ endpoint: calls.operatorLogin, args }),
    }),
    signOut: build.mutation<ResponseOf<typeof calls.operatorLogout>, void>({
      query: () => ({ endpoint: calls.operatorLogout, args: {} }),
    }),
    me: build.query<ResponseOf<typeof calls.operatorMe>, void>({
      query: () => ({ endpoint: calls.operatorMe, args: {} }),
      providesTags: ['Me'],
    }),
  }),
});

export const { useSignInMutation, useSignOutMutation, useMeQuery } = consoleApi;
