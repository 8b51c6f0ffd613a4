import { useTranslation } from 'react-i18next';
import { isApiErrorData } from '@/shared/api/api-error';
import { errorCodes, type ErrorCode } from '@/shared/contract/envelope';

/** The words of a failed call, in the console's language: by code, never the server's raw text for a known one. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('operator');
  return (error) => {
    if (!isApiErrorData(error)) return t('errors.NETWORK');
    if (error.code === 'NETWORK' || error.code === 'CONTRACT') return t(`errors.${error.code}`);
    if (error.code === 'RATE_LIMITED') {
      const seconds = (error.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
      return t('errors.RATE_LIMITED', { seconds: typeof seconds === 'number' ? seconds : 60 });
    }
    const code = error.code as ErrorCode;
    return (errorCodes as readonly string[]).includes(code) ? t(`errors.${code}`) : error.message;
  };
}
