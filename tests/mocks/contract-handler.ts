import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import type * as z from 'zod/mini';
import { envelopeOf, type ErrorCode, type FieldError } from '@/shared/contract/envelope';
import type { Endpoint } from '@/shared/contract/endpoint';
import { fieldErrorsFromIssues } from '../../server/src/http/field-errors';
import { openEncryptedBody } from '../../server/src/lib/payload-cipher';
import { mockState } from './state';

/** Where the site calls in tests: same origin (jsdom's http://localhost:3000). */
export const API_ORIGIN = 'http://localhost:3000';

export class MockFailure {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly message: string,
    readonly fieldErrors?: FieldError[],
    readonly value: unknown = null,
  ) {}
}

/** A mocked answer that also sets response headers (e.g. the captcha's `X-Captcha-Key`). */
export class MockAnswer<T> {
  constructor(
    readonly value: T,
    readonly headers: Record<string, string>,
  ) {}
}

export interface ResolverInput<Req extends z.ZodMiniType = z.ZodMiniType> {
  request: StrictRequest<DefaultBodyType>;
  /** query parameters (GET/DELETE) or the JSON body (still encrypted for E calls) */
  input: unknown;
  /** the request as the server sees it: decrypted (E calls) and parsed by the endpoint's request schema */
  body: z.output<Req>;
}

/*
 * A request the contract rejects is a bug of the site (or of a test): the
 * handler answers 400 like the server would, and also records it here;
 * tests/mocks/server.ts fails the test that sent it.
 */
const violations: string[] = [];

/** The contract violations of the requests since the last call, emptied. */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

/** Query parameters the way the server's query-string parser reads them: repeated keys become arrays. */
function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams.entries()) {
    const seen = query[key];
    query[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

function failureResponse(failure: MockFailure) {
  return HttpResponse.json(
    {
      success: false,
      value: failure.value,
      message: failure.message,
      code: failure.code,
      ...(failure.fieldErrors ? { fieldErrors: failure.fieldErrors } : {}),
    },
    { status: failure.status },
  );
}

/**
 * An MSW handler for one endpoint of the contract, checked both ways like the
 * server: the request (query, or body, decrypted for E calls) must pass the
 * endpoint's request schema, and the resolver's answer must pass the
 * response schema, so neither the site's calls nor the mocks can drift from
 * the contract the server is tested against.
 */
export function contractHandler<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  endpoint: Endpoint<Req, Res>,
  resolve: (
    input: ResolverInput<Req>,
  ) => z.input<Res> | MockFailure | MockAnswer<z.input<Res>> | Promise<z.input<Res> | MockFailure | MockAnswer<z.input<Res>>>,
) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const readsQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  return http[method](`${API_ORIGIN}${endpoint.path}`, async ({ request }) => {
    const input: unknown = readsQuery ? queryOf(new URL(request.url)) : await request.clone().json().catch(() => null);
    if (endpoint.auth && !request.headers.get('Authorization')?.startsWith('Bearer ')) {
      return failureResponse(new MockFailure(401, 'UNAUTHORIZED', 'Please log in.'));
    }
    let raw = input;
    if (endpoint.encrypted) {
      try {
        raw = openEncryptedBody(input, mockState.keys).body;
      } catch {
        // what the server answers to a plain body, a stale key or a tampered one
        return failureResponse(new MockFailure(400, 'ENCRYPTION_REQUIRED', 'This request must be encrypted.'));
      }
    }
    const parsed = endpoint.request.safeParse(raw);
    if (!parsed.success) {
      const problem = `${endpoint.method} ${endpoint.path} sent a request the contract rejects: ${JSON.stringify(raw)} — ${parsed.error.issues
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('; ')}`;
      violations.push(problem);
      console.error(problem);
      return failureResponse(
        new MockFailure(400, 'VALIDATION', 'Some fields are missing or invalid.', fieldErrorsFromIssues(parsed.error.issues, raw)),
      );
    }
    const result = await resolve({ request, input, body: parsed.data as z.output<Req> });
    if (result instanceof MockFailure) return failureResponse(result);
    const answer = result instanceof MockAnswer ? result : new MockAnswer(result, {});
    const body = envelopeOf(endpoint.response).parse({ success: true, value: answer.value, message: 'OK' });
    return HttpResponse.json(body as never, { headers: answer.headers });
  });
}
