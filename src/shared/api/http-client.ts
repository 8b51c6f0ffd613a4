import axios, { type AxiosInstance } from 'axios';
import { env } from '@/shared/config/env';
import { deviceId, sessionKeys, sessionStore } from '@/shared/lib/storage';

/** How long a call may take before it counts as a network failure. */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * The one axios instance of the site. It attaches the interface language and
 * the merchant code to every call, and this browser's device id (`Device`:
 * what makes a once-per-person gift once per device); the session token comes with each call
 * from the store (`base-api.ts`), and envelopes and errors are handled one
 * level up, in `call-endpoint.ts`.
 */
export function createHttpClient(getLanguage: () => string): AxiosInstance {
  const client = axios.create({ baseURL: env.VITE_API_BASE_URL, timeout: REQUEST_TIMEOUT_MS });
  client.interceptors.request.use((config) => {
    config.headers.set('Language', getLanguage());
    config.headers.set('Merchant', sessionStore.get(sessionKeys.merchant) ?? env.VITE_MERCHANT_CODE);
    config.headers.set('Device', deviceId());
    return config;
  });
  return client;
}
