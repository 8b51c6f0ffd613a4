import type { CountryCode } from '@/shared/contract/system';
import { useAppSelector } from '@/shared/store/hooks';
import { selectSystemStatus } from '@/shared/store/system-status';
import { useCountryCodesQuery, useRegisterSettingsQuery } from './auth-api';

/**
 * The country codes of the phone fields and the default one: the brand's
 * initial code when it is in the list, else the visitor's current country,
 * else the first of the list.
 */
export function usePhoneCodes(): { codes: CountryCode[]; defaultDialingCode: string } {
  const { data: codes = [] } = useCountryCodesQuery();
  const { data: settings } = useRegisterSettingsQuery();
  const status = useAppSelector(selectSystemStatus);
  const initial = settings?.initialDialingCode;
  if (initial && codes.some((c) => c.dialingCode === initial)) return { codes, defaultDialingCode: initial };
  const here = codes.find((c) => c.countryCode === status?.location.countryCode);
  return { codes, defaultDialingCode: here?.dialingCode ?? codes[0]?.dialingCode ?? initial ?? '+84' };
}
