import { currentLanguage } from '@/shared/i18n/language';
import { createHttpClient } from './http-client';

export const httpClient = createHttpClient(currentLanguage);
