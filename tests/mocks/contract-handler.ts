import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import type * as z from 'zod/mini';
import { envelopeOf, type ErrorCode, type FieldError } from '@/shared/contract/envelope';
import type { Endpoint } from '@/shared/contract/endpoints';

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

export interface ResolverInput {
  request: StrictRequest<DefaultBodyType>;
  /** query parameters (GET/DELETE) or the JSON body (still encrypted for E calls) */
  input: unknown;
}

/**
 * An MSW handler for one endpoint of the contract. The resolver's answer is
 * checked against the endpoint's response schema, so a mock cannot drift
 * from the contract the server is tested against.
 */
export function contractHandler<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  endpoint: Endpoint<Req, Res>,
  resolve: (input: ResolverInput) => z.input<Res> | MockFailure | Promise<z.input<Res> | MockFailure>,
) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](`${API_ORIGIN}${endpoint.path}`, async ({ request }) => {
    const url = new URL(request.url);
    const input =
      endpoint.method === 'GET' || endpoint.method === 'DELETE'
        ? Object.fromEntries(url.searchParams.entries())
        : await request.clone().json().catch(() => null);
    if (endpoint.auth && !request.headers.get('Authorization')?.startsWith('Bearer ')) {
      return HttpResponse.json(
        { success: false, value: null, message: 'Please log in.', code: 'UNAUTHORIZED' },
        { status: 401 },
      );
    }
    const result = await resolve({ request, input });
    if (result instanceof MockFailure) {
      return HttpResponse.json(
        {
          success: false,
          value: result.value,
          message: result.message,
          code: result.code,
          ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}),
        },
        { status: result.status },
      );
    }
    const body = envelopeOf(endpoint.response).parse({ success: true, value: result, message: 'OK' });
    return HttpResponse.json(body as never);
  });
}
