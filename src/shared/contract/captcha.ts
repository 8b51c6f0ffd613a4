import * as z from 'zod/mini';
import { endpoint, none, type endpoint as EndpointFn } from './endpoint';

/** The image captcha of the login (after failures) and of the registration. */
export const captchaApi = {
  captcha: endpoint({
    method: 'GET',
    path: '/wps/captcha',
    auth: false,
    encrypted: false,
    request: none,
    /** base64 SVG image; the key to answer it with comes in the `X-Captcha-Key` header */
    response: z.string(),
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
