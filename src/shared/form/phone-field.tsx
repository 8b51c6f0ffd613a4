import { Controller, useFormContext } from 'react-hook-form';
import type { CountryCode } from '@/shared/contract/system';
import { CountryCodeSelect } from './country-code-select';
import { TextField } from './text-field';
import styles from './form.module.css';

export interface PhoneFieldProps {
  /** the national number */
  name: string;
  /** the country dialing code ("+84"); empty means `defaultDialingCode` */
  dialingName: string;
  label: string;
  codes: readonly CountryCode[];
  defaultDialingCode: string;
  required?: boolean | undefined;
  maxLength?: number | undefined;
  autoFocusOnOpen?: boolean | undefined;
  disabled?: boolean | undefined;
}

/** The dialing code a phone field stands for: the chosen one, else the default. */
export function dialingCodeOf(chosen: unknown, defaultDialingCode: string): string {
  return typeof chosen === 'string' && chosen !== '' ? chosen : defaultDialingCode;
}

/** A mobile number with its country code: the drop-down of flags and codes, then the number. */
export function PhoneField({ name, dialingName, label, codes, defaultDialingCode, required, maxLength = 32, autoFocusOnOpen, disabled }: PhoneFieldProps) {
  const { control } = useFormContext();
  return (
    <div className={styles.phoneRow}>
      <Controller
        name={dialingName}
        control={control}
        render={({ field }) => (
          <CountryCodeSelect codes={codes} value={dialingCodeOf(field.value, defaultDialingCode)} onChange={field.onChange} disabled={disabled} />
        )}
      />
      <TextField
        name={name}
        label={label}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required={required}
        maxLength={maxLength}
        autoFocusOnOpen={autoFocusOnOpen}
        disabled={disabled}
      />
    </div>
  );
}
