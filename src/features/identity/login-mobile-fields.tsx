import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@/shared/contract/system';
import { PhoneField } from '@/shared/form/phone-field';
import { SmsCodeField } from '@/shared/form/sms-code-field';

export interface LoginMobileFieldsProps {
  codes: readonly CountryCode[];
  defaultDialingCode: string;
  onSend: () => Promise<number | null>;
}

/** The text-message login's fields (their own chunk): the number with its country code, then the code and its send button. */
export function LoginMobileFields({ codes, defaultDialingCode, onSend }: LoginMobileFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PhoneField
        name="mobileNum"
        dialingName="countryDialingCode"
        label={t('auth.mobileNum')}
        codes={codes}
        defaultDialingCode={defaultDialingCode}
        required
        autoFocusOnOpen
      />
      <SmsCodeField name="smsCode" label={t('auth.smsCode')} onSend={onSend} />
    </>
  );
}
