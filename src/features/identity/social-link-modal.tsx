import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import type { RegisterFieldName } from '@/shared/contract/system';
import { socialRegisterRequestSchema, type SocialRegisterRequest } from '@/shared/contract/social';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { CaptchaField } from '@/shared/form/captcha-field';
import { CheckboxField } from '@/shared/form/checkbox-field';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { asksForCaptcha } from '@/shared/form/failure';
import { dialingCodeOf } from '@/shared/form/phone-field';
import { requiredRule, schemaOf, useContractForm } from '@/shared/form/use-contract-form';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalClosed, type ModalEntry } from '@/shared/store/modals-slice';
import { useRegisterSettingsQuery, useSocialLinkMutation, useSocialRegisterMutation } from './auth-api';
import { optionalRegisterFields, registerFieldLabel, registerFieldLabelKey, registrationConsents, registrationRules } from './register-fields';
import { RegistrationConsents, RegistrationFields } from './registration-fields';
import { socialFailureProblem } from './social-errors';
import { useCaptcha } from './use-captcha';
import { useCompleteLogin } from './use-complete-login';
import { usePhoneCodes } from './use-default-dialing-code';
import styles from './auth-forms.module.css';

type Choice = 'link' | 'register';

/** Fields the brand may require of a new account, in the order of the registration form. */
const ruleFields = [...optionalRegisterFields, 'affiliateCode'] as const satisfies readonly RegisterFieldName[];

/** The dialog's fields: a new account's (the contract's social registration), the link's captcha, the warning understood. */
const {
  ticket: _ticket,
  registerUrl: _registerUrl,
  registerMethod: _registerMethod,
  domain: _domain,
  recommenderId: _recommenderId,
  referralCode: _referralCode,
  ...accountFields
} = socialRegisterRequestSchema.shape;
const socialFormSchema = z.object({ ...accountFields, captcha: z.string().check(z.maxLength(16)), understood: z.boolean() });
type SocialValues = z.input<typeof socialFormSchema>;

const understood = { key: 'social.link.mustUnderstand' };

/**
 * A third-party identity without an account (spec section 4): the player
 * links it to an existing account (username and password) or creates a new
 * one (a username, and what the brand's rules require), is told that the
 * link is permanent, confirms, and is logged in like any login.
 */
export function SocialLinkModal({ entry }: { entry: Extract<ModalEntry, { name: 'socialLink' }> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const completeLogin = useCompleteLogin();
  const { ticket, provider, email, displayName } = entry.options;
  const { data: settings } = useRegisterSettingsQuery();
  // new accounts follow the brand's username registration; linking is always offered
  const registrationOpen = settings?.usernameRegistration ?? true;
  const [params] = useSearchParams();
  const phone = usePhoneCodes();
  const [link, { isLoading: linking }] = useSocialLinkMutation();
  const [registerSocial, { isLoading: registering }] = useSocialRegisterMutation();
  const [choice, setChoice] = useState<Choice>('link');
  const [captchaShown, setCaptchaShown] = useState(false);

  const rules = settings?.fields;
  const passwordNeeded = choice === 'link' || (rules?.password.required ?? true);
  // a new account asks for what the rules require, and the e-mail the identity brought when the rules have the field
  const extraFields: RegisterFieldName[] =
    choice === 'register' && rules ? ruleFields.filter((f) => rules[f].enabled && (rules[f].required || (f === 'email' && Boolean(email)))) : [];
  const fields: RegisterFieldName[] = ['username', ...(passwordNeeded ? (['password'] as const) : []), ...extraFields];
  const drawn: Array<keyof SocialValues & string> = [
    ...fields,
    ...(choice === 'register' ? ([...(passwordNeeded ? (['confirmPassword'] as const) : []), 'ageConfirmed', 'termsAccepted'] as const) : []),
    ...(captchaShown && choice === 'link' ? (['captcha'] as const) : []),
  ];
  // a field error of any other field (an invitation code from the address) is said above the form
  const shown = [...fields, 'confirmPassword', 'captcha', 'ageConfirmed', 'termsAccepted'];
  const fieldRules =
    choice === 'link'
      ? { username: requiredRule, password: requiredRule, ...(captchaShown ? { captcha: requiredRule } : {}) }
      : rules
        ? registrationRules(rules, fields, ['username', ...(passwordNeeded ? (['password'] as const) : [])])
        : { username: requiredRule };
  const form = useContractForm<SocialValues>({
    schema: schemaOf(socialFormSchema, [...drawn, 'countryDialingCode', 'understood']),
    rules: fieldRules,
    pairs: choice === 'register' && passwordNeeded ? [['password', 'confirmPassword']] : [],
    consents: choice === 'register' ? { ...registrationConsents, understood } : { understood },
    defaultValues: { email: email ?? '', captcha: '', countryDialingCode: '', ageConfirmed: false, termsAccepted: false, understood: false },
  });
  const captcha = useCaptcha(captchaShown, () => form.setValue('captcha', ''));
  const close = () => dispatch(modalClosed('socialLink'));
  const providerName = provider === 'google.com' ? t('auth.google') : t('auth.facebook');
  const who = displayName ?? email;

  const failed = (error: unknown) => {
    const applied = applyServerErrors(form, error, {
      shown,
      fieldCodes: ['VALIDATION', 'CONFLICT', 'CAPTCHA_REQUIRED', 'CAPTCHA_INVALID'],
      formProblem: socialFailureProblem,
      labelKey: registerFieldLabelKey,
    });
    if (applied && asksForCaptcha(error)) {
      if (captchaShown) captcha.refresh();
      setCaptchaShown(true);
    }
  };

  const submit = async (values: SocialValues) => {
    try {
      if (choice === 'link') {
        const captchaSent = captchaShown ? { captcha: values.captcha.trim(), captchaKey: captcha.key } : {};
        completeLogin(await link({ ticket, username: values.username.trim(), password: values.password ?? '', ...captchaSent }).unwrap(), 'firebase');
        return;
      }
      const body: SocialRegisterRequest = {
        ticket,
        username: values.username.trim(),
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        domain: window.location.hostname,
        ageConfirmed: values.ageConfirmed,
        termsAccepted: values.termsAccepted,
        ...(passwordNeeded ? { password: values.password ?? '', confirmPassword: values.confirmPassword ?? '' } : {}),
      };
      const extra = body as Record<string, unknown>;
      for (const field of extraFields) {
        const value = values[field];
        if (value?.trim()) extra[field] = field === 'paymentPassword' ? value : value.trim();
      }
      if (extra.mobileNum) extra.countryDialingCode = dialingCodeOf(values.countryDialingCode, phone.defaultDialingCode);
      // the codes of the address count as in the registration form
      const affiliateCode = params.get('affiliateCode') ?? params.get('code');
      const referralCode = params.get('referralCode');
      if (affiliateCode && !extra.affiliateCode) extra.affiliateCode = affiliateCode;
      if (referralCode) extra.referralCode = referralCode;
      completeLogin(await registerSocial(body).unwrap(), 'firebase');
    } catch (error) {
      failed(error);
    }
  };

  const choose = (next: Choice) => {
    setChoice(next);
    form.clearErrors();
    setCaptchaShown(false);
  };

  return (
    <Modal title={t('social.link.title')} onClose={close} width={460}>
      <ContractForm form={form} onSubmit={submit} className={styles.form}>
        <p className={styles.heroText}>
          {who ? t('social.link.signedInAs', { provider: providerName, name: who }) : t('social.link.signedIn', { provider: providerName })}
        </p>
        <FormError />
        <fieldset className={styles.choices}>
          <legend className={styles.label}>{t('social.link.choose')}</legend>
          <label className={styles.check}>
            <input type="radio" name="socialChoice" value="link" checked={choice === 'link'} onChange={() => choose('link')} />
            {t('social.link.existing')}
          </label>
          {registrationOpen && (
            <label className={styles.check}>
              <input type="radio" name="socialChoice" value="register" checked={choice === 'register'} onChange={() => choose('register')} />
              {t('social.link.createNew')}
            </label>
          )}
        </fieldset>
        <p className={styles.hint}>{choice === 'link' ? t('social.link.existingHint') : t('social.link.createNewHint')}</p>
        <RegistrationFields key={choice} fields={fields} rules={fieldRules} phone={phone} password={choice === 'link' ? 'current' : 'new'} autoFocus="username" />
        {captchaShown && choice === 'link' && (
          <CaptchaField name="captcha" label={registerFieldLabel(t, 'captcha')} image={captcha.image} onRefresh={captcha.refresh} />
        )}
        {choice === 'register' && <RegistrationConsents newTab />}
        <p className={styles.warning} role="note">
          {t('social.link.warning')}
        </p>
        <CheckboxField name="understood" label={t('social.link.understand')} required />
        <Button type="submit" size="large" block loading={linking || registering}>
          {t('social.link.confirm')}
        </Button>
        <Button variant="ghost" block onClick={close}>
          {t('common.cancel')}
        </Button>
      </ContractForm>
    </Modal>
  );
}
