import axios, { type AxiosInstance } from 'axios';
import { REQUEST_TIMEOUT_MS } from '@/shared/api/http-client';
import { env } from '@/shared/config/env';
import { consoleToken } from '@/shared/console/token-storage';

/**
 * The console's own axios instance: the operator's token (never the
 * player's) and the console's language on every call. Envelopes, the
 * encryption of the sign-in and typed errors are the shared `callEndpoint`'s.
 */
export function createOperatorClient(getLanguage: () => string): AxiosInstance {
  const client = axios.create({ baseURL: env.VITE_API_BASE_URL, timeout: REQUEST_TIMEOUT_MS });
  client.interceptors.request.use((config) => {
    const token = consoleToken.get();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('Language', getLanguage());
    return config;
  });
  return client;
}
