import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { brandToday } from '@/shared/contract/member-fields';
import type { CountryCode, RegisterFieldName } from '@/shared/contract/system';
import { CheckboxField } from '@/shared/form/checkbox-field';
import { PhoneField } from '@/shared/form/phone-field';
import { PasswordField, PasswordPair, TextField } from '@/shared/form/text-field';
import type { FieldRuleLike } from '@/shared/form/use-contract-form';
import { maxLengthOf, registerFieldLabel } from './register-fields';
import styles from './auth-forms.module.css';

export type RegistrationField = RegisterFieldName | 'referralCode';

export interface RegistrationFieldsProps {
  /** the fields to draw, in order: username, password, the brand's enabled fields, codes */
  fields: readonly RegistrationField[];
  /** the rules the form judges them by (required star, longest value) */
  rules: Partial<Record<RegistrationField, FieldRuleLike>>;
  phone: { codes: readonly CountryCode[]; defaultDialingCode: string };
  /** 'new': a new account's password with its confirmation; 'current': an existing account's */
  password?: 'new' | 'current';
  /** the field focused when the dialog opens */
  autoFocus?: RegistrationField | undefined;
}

/**
 * The registration fields a brand switches on (register settings), one
 * component for the registration form and the social link dialog.
 */
export function RegistrationFields({ fields, rules, phone, password = 'new', autoFocus }: RegistrationFieldsProps) {
  const { t } = useTranslation();
  return fields.map((name) => {
    const rule = rules[name];
    const common = {
      name,
      label: registerFieldLabel(t, name),
      required: rule?.required ?? false,
      maxLength: maxLengthOf(rule, name === 'mobileNum' ? 32 : 128),
      autoFocusOnOpen: autoFocus === name,
    };
    switch (name) {
      case 'username':
        return <TextField key={name} {...common} autoComplete="username" />;
      case 'password':
        return password === 'current' ? (
          <PasswordField key={name} {...common} autoComplete="current-password" />
        ) : (
          <PasswordPair key={name} {...common} confirmName="confirmPassword" confirmLabel={registerFieldLabel(t, 'confirmPassword')} />
        );
      case 'paymentPassword':
        return <PasswordField key={name} {...common} autoComplete="off" />;
      case 'mobileNum':
        return <PhoneField key={name} {...common} dialingName="countryDialingCode" codes={phone.codes} defaultDialingCode={phone.defaultDialingCode} />;
      case 'birthday':
        // the browser's date picker; the brand's clock judges the age (member-fields.ts birthdayProblem)
        return <TextField key={name} {...common} type="date" autoComplete="bday" max={brandToday()} />;
      case 'email':
        return <TextField key={name} {...common} type="email" autoComplete="email" />;
      default:
        return <TextField key={name} {...common} autoComplete="off" />;
    }
  });
}

/** The age and terms boxes of a new account (the terms open in a new tab from a dialog). */
export function RegistrationConsents({ newTab }: { newTab: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.agreements}>
      <CheckboxField name="ageConfirmed" label={t('register.ageConfirm')} required />
      <CheckboxField
        name="termsAccepted"
        required
        label={
          <span>
            {t('register.agreePrefix')}{' '}
            <Link to={paths.help.href('agreement')} className={styles.inlineLink} target={newTab ? '_blank' : undefined}>
              {t('register.termsName')}
            </Link>
          </span>
        }
      />
    </div>
  );
}
