import { AxiosError, type AxiosInstance } from 'axios';
import { failureSchema } from '@/shared/contract/envelope';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, type Endpoint } from '@/shared/contract/endpoint';
import { systemApi } from '@/shared/contract/system';
import type * as z from 'zod/mini';
import { ApiRequestError } from './api-error';

export interface CallResult<T> {
  value: T;
  headers: Record<string, string>;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** the session token, sent as `Authorization: Bearer …`; the caller takes it from the store */
  token?: string | null | undefined;
  /**
   * `idempotent` endpoints: the key of the user's action (`useIdempotencyKey`),
   * the same for every retry of that action. Required there, ignored elsewhere.
   */
  idempotencyKey?: string | undefined;
}

let cachedKey: Promise<{ keyId: string; publicKey: string }> | null = null;

async function serverPublicKey(client: AxiosInstance) {
  cachedKey ??= callEndpoint(client, systemApi.publicKey, {}).then((r) => r.value);
  try {
    return await cachedKey;
  } catch (error) {
    cachedKey = null;
    throw error;
  }
}

/** Forget the server key, e.g. after the server rotated it and refused a call. */
export function forgetServerPublicKey() {
  cachedKey = null;
}

async function encryptedBody(client: AxiosInstance, body: unknown) {
  const [{ encryptPayload }, key] = await Promise.all([
    // loaded with the first E call (login, register), never on the first screen
    import('@/shared/crypto/payload-cipher'),
    serverPublicKey(client),
  ]);
  return encryptPayload(body, key);
}

function contractError(message: string, value: unknown) {
  return new ApiRequestError({ kind: 'contract', status: 0, code: 'CONTRACT', message, fieldErrors: [], value });
}

/**
 * Calls one endpoint of the contract: query or (encrypted) body as the
 * contract says, then unwraps the envelope into a typed value or throws an
 * ApiRequestError with a kind the site can act on.
 *
 * An `idempotent` endpoint carries the action's key in the Idempotency-Key
 * header, on the retry below too: the server runs the action once.
 *
 * An E call the server refuses with ENCRYPTION_REQUIRED was most likely
 * sealed with a key the server no longer holds (rotated, or another
 * deployment): the key is forgotten, fetched again, and the call sent once
 * more with a fresh seal. Only once, so a server that keeps refusing cannot
 * make it loop.
 */
export async function callEndpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  client: AxiosInstance,
  endpoint: Endpoint<Req, Res>,
  args: z.input<Req>,
  options: CallOptions = {},
): Promise<CallResult<z.output<Res>>> {
  const sealed = endpoint.encrypted && endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  if (endpoint.idempotent && (!options.idempotencyKey || !IDEMPOTENCY_KEY_PATTERN.test(options.idempotencyKey))) {
    // a bug, never the user's doing: without the action's key the server would refuse the call anyway
    throw contractError(`${endpoint.path} needs the idempotency key of the user's action`, null);
  }
  try {
    return await sendOnce(client, endpoint, args, options);
  } catch (error) {
    const failure = toApiError(error);
    if (!sealed || failure.kind !== 'server' || failure.code !== 'ENCRYPTION_REQUIRED' || options.signal?.aborted) throw failure;
    forgetServerPublicKey();
    try {
      return await sendOnce(client, endpoint, args, options);
    } catch (again) {
      throw toApiError(again);
    }
  }
}

async function sendOnce<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  client: AxiosInstance,
  endpoint: Endpoint<Req, Res>,
  args: z.input<Req>,
  { signal, token, idempotencyKey }: CallOptions,
): Promise<CallResult<z.output<Res>>> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (endpoint.idempotent && idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const data = hasBody && endpoint.encrypted ? await encryptedBody(client, args) : args;
  const response = await client.request<unknown>({
    url: endpoint.path,
    method: endpoint.method,
    params: hasBody ? undefined : args,
    data: hasBody ? data : undefined,
    headers,
    signal,
  });
  const envelope = response.data as { success?: unknown; value?: unknown } | null;
  if (!envelope || envelope.success !== true) {
    throw contractError(`Unexpected answer from ${endpoint.path}`, envelope);
  }
  const parsed = endpoint.response.safeParse(envelope.value);
  if (!parsed.success) throw contractError(`Answer of ${endpoint.path} does not match the contract`, envelope.value);
  const answered: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (typeof value === 'string') answered[name.toLowerCase()] = value;
  }
  return { value: parsed.data, headers: answered };
}

export function toApiError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (error instanceof AxiosError) {
    if (!error.response) {
      return new ApiRequestError({
        kind: 'network',
        status: 0,
        code: 'NETWORK',
        message: error.message,
        fieldErrors: [],
        value: null,
      });
    }
    const failure = failureSchema.safeParse(error.response.data);
    if (failure.success) {
      return new ApiRequestError({
        kind: 'server',
        status: error.response.status,
        code: failure.data.code,
        message: failure.data.message,
        fieldErrors: failure.data.fieldErrors ?? [],
        value: failure.data.value,
      });
    }
    // a proxy or gateway answered (502 page, HTML): as good as no answer
    return new ApiRequestError({
      kind: 'network',
      status: error.response.status,
      code: 'NETWORK',
      message: `HTTP ${error.response.status}`,
      fieldErrors: [],
      value: null,
    });
  }
  if (error instanceof DOMException && error.name === 'OperationError') {
    return contractError('Could not encrypt the request', null);
  }
  return new ApiRequestError({
    kind: 'network',
    status: 0,
    code: 'NETWORK',
    message: error instanceof Error ? error.message : String(error),
    fieldErrors: [],
    value: null,
  });
}
