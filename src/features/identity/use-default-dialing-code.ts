import { useAppSelector } from '@/shared/store/hooks';
import { selectSystemStatus } from '@/shared/store/system-status';
import { useCountryCodesQuery, useRegisterSettingsQuery } from './auth-api';

/**
 * The default dialing code: the brand's initial one when it is in the list,
 * else the visitor's current country, else the first of the list.
 */
export function useDefaultDialingCode(): string {
  const { data: codes = [] } = useCountryCodesQuery();
  const { data: settings } = useRegisterSettingsQuery();
  const status = useAppSelector(selectSystemStatus);
  const initial = settings?.initialDialingCode;
  if (initial && codes.some((c) => c.dialingCode === initial)) return initial;
  const here = codes.find((c) => c.countryCode === status?.location.countryCode);
  return here?.dialingCode ?? codes[0]?.dialingCode ?? initial ?? '+84';
}
