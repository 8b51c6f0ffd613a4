import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Tabs } from '@/shared/components/tabs';
import { CaptchaField } from '@/shared/form/captcha-field';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { PhoneField } from '@/shared/form/phone-field';
import { SmsCodeField } from '@/shared/form/sms-code-field';
import { maxLengthOf, registerFieldLabel } from './register-fields';
import { RegistrationConsents, RegistrationFields } from './registration-fields';
import { useRegistration } from './use-registration';
import styles from './auth-forms.module.css';

/** Where the identity service draws its invisible reCAPTCHA. */
function RecaptchaHost({ onElement }: { onElement: (element: HTMLElement | null) => void }) {
  return <div ref={onElement} />;
}

/** Registration by username or mobile number, as popup (with a login button) or page (with a reset button). */
export function RegisterForm({ variant, onLogin }: { variant: 'popup' | 'page'; onLogin?: () => void }) {
  const { t } = useTranslation();
  const registration = useRegistration();
  const { settings, form, mode, phone } = registration;
  if (!settings) return <div className={styles.form} aria-busy="true" />;
  const labelOf = (field: string) => registerFieldLabel(t, field);
  const tabLabels = { username: t('register.byUsername'), mobile: t('register.byMobile') };

  return (
    <ContractForm form={form} onSubmit={registration.submit} className={styles.form}>
      <Tabs
        label={t('auth.createAccount')}
        items={registration.tabs.map((key) => ({ key, label: tabLabels[key] }))}
        selected={mode}
        onSelect={registration.selectMode}
        className={styles.subTabs}
      >
        <div className={styles.form}>
          <FormError />
          {mode === 'mobile' && (
            <PhoneField
              name="mobileNum"
              dialingName="countryDialingCode"
              label={labelOf('mobileNum')}
              codes={phone.codes}
              defaultDialingCode={phone.defaultDialingCode}
              required
              maxLength={maxLengthOf(settings.fields.mobileNum, 32)}
              autoFocusOnOpen
            />
          )}
          {registration.smsNeeded && <SmsCodeField name="verificationCode" label={labelOf('verificationCode')} onSend={registration.requestSms} />}
          {/* the identity service's invisible reCAPTCHA lives here */}
          {registration.identityService && <RecaptchaHost onElement={registration.recaptchaHost} />}
          <RegistrationFields
            fields={registration.drawn}
            rules={registration.fieldRules}
            phone={phone}
            autoFocus={mode === 'username' ? 'username' : undefined}
          />
          {registration.captchaOn && (
            <CaptchaField name="captcha" label={labelOf('captcha')} image={registration.captcha.image} onRefresh={registration.captcha.refresh} />
          )}
          <RegistrationConsents newTab={variant === 'popup'} />
          <Button type="submit" size="large" variant="accent" block loading={registration.busy}>
            {t('register.submit')}
          </Button>
          {variant === 'page' ? (
            <Button variant="ghost" block onClick={registration.reset}>
              {t('register.reset')}
            </Button>
          ) : (
            <p className={styles.alt}>
              {t('auth.haveAccount')}{' '}
              <button type="button" className={styles.linkButton} onClick={onLogin}>
                {t('session.login')}
              </button>
            </p>
          )}
        </div>
      </Tabs>
    </ContractForm>
  );
}
