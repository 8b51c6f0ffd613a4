import { describe, expect, it } from 'vitest';
import { readEnv } from '@/shared/config/env';

describe('the site environment, read by hand', () => {
  it('takes the defaults when a variable is unset', () => {
    expect(readEnv({})).toEqual({ VITE_API_BASE_URL: '', VITE_MERCHANT_CODE: 'LOTUS', VITE_FIREBASE_CONFIG: '' });
  });

  it('keeps what the build was given', () => {
    expect(readEnv({ VITE_API_BASE_URL: 'https://api.example.test', VITE_MERCHANT_CODE: 'M1', VITE_FIREBASE_CONFIG: '{}' })).toEqual({
      VITE_API_BASE_URL: 'https://api.example.test',
      VITE_MERCHANT_CODE: 'M1',
      VITE_FIREBASE_CONFIG: '{}',
    });
  });

  it('refuses an empty merchant code and a value that is not a string', () => {
    expect(() => readEnv({ VITE_MERCHANT_CODE: '' })).toThrow(/VITE_MERCHANT_CODE must be a non-empty string/);
    expect(() => readEnv({ VITE_API_BASE_URL: 42 })).toThrow(/VITE_API_BASE_URL must be a string/);
  });
});
