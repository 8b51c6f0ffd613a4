import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiErrorData } from '@/shared/api/api-error';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { paths } from '@/shared/config/paths';
import type { FieldRule, RegisterFieldName } from '@/shared/contract/system';
import { validateField, validationKeys } from '@/shared/contract/patterns';
import type { SocialRegisterRequest } from '@/shared/contract/social';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalClosed, type ModalEntry } from '@/shared/store/modals-slice';
import { useCaptchaQuery, useRegisterSettingsQuery, useSocialLinkMutation, useSocialRegisterMutation } from './auth-api';
import { CountryCodeSelect } from './country-code-select';
import { asksForCaptcha, problemText, type Errors } from './field-errors';
import { optionalRegisterFields, registerFieldLabel, secretFields } from './register-fields';
import { CAPTCHA_REFRESH_MS } from './login-form';
import { socialFailureText } from './social-errors';
import { TextField } from './text-field';
import { useCompleteLogin } from './use-complete-login';
import { useDefaultDialingCode } from './use-default-dialing-code';
import styles from './auth-forms.module.css';

type Choice = 'link' | 'register';
type Values = Partial<Record<string, string>>;

/** Fields the brand may require of a new account, in the order of the registration form. */
const ruleFields = [...optionalRegisterFields, 'affiliateCode'] as const satisfies readonly RegisterFieldName[];

/** The time of a click, outside the component (render stays pure). */
const clock = () => Date.now();

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
  const defaultDialing = useDefaultDialingCode();
  const [link, { isLoading: linking }] = useSocialLinkMutation();
  const [registerSocial, { isLoading: registering }] = useSocialRegisterMutation();

  const [choice, setChoice] = useState<Choice>('link');
  const [values, setValues] = useState<Values>(() => ({ email: email ?? '' }));
  const [dialing, setDialing] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [understood, setUnderstood] = useState(false);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaTurn, setCaptchaTurn] = useState(0);
  const [lastRefresh, setLastRefresh] = useState(0);
  const { data: captchaData } = useCaptchaQuery(captchaTurn, { skip: !captchaShown });

  const close = () => dispatch(modalClosed('socialLink'));
  const providerName = provider === 'google.com' ? t('auth.google') : t('auth.facebook');
  const who = displayName ?? email;
  const rules = settings?.fields;
  const passwordNeeded = choice === 'link' || (rules?.password.required ?? true);
  // a new account asks for what the rules require, and the e-mail the identity brought when the rules have the field
  const extraFields: RegisterFieldName[] =
    choice === 'register' && rules
      ? ruleFields.filter((f) => rules[f].enabled && (rules[f].required || (f === 'email' && Boolean(email))))
      : [];
  const countryDialingCode = dialing ?? defaultDialing;

  const labelOf = (field: string): string => registerFieldLabel(t, field);

  const ruleFor = (field: RegisterFieldName): FieldRule | null => {
    if (!rules) return null;
    const always = field === 'username' || (field === 'password' && passwordNeeded);
    return always ? { ...rules[field], enabled: true, required: true } : rules[field];
  };

  const set = (field: string) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const refreshCaptcha = () => {
    const now = clock();
    if (now - lastRefresh < CAPTCHA_REFRESH_MS) return;
    setLastRefresh(now);
    setCaptchaTurn((n) => n + 1);
    setValues((v) => ({ ...v, captcha: '' }));
  };

  const validate = (): Errors => {
    const next: Errors = {};
    const notEmpty = (field: string) => {
      if (!(values[field] ?? '').trim()) next[field] = t('validation.notEmpty', { field: labelOf(field) });
    };
    if (choice === 'link') {
      notEmpty('username');
      notEmpty('password');
      if (captchaShown) notEmpty('captcha');
    } else {
      const fields: RegisterFieldName[] = ['username', ...(passwordNeeded ? (['password'] as const) : []), ...extraFields];
      for (const field of fields) {
        const rule = ruleFor(field);
        const problem = rule ? validateField(rule, values[field] ?? '', field) : null;
        if (problem) next[field] = problemText(t, problem, labelOf(field));
      }
      if (passwordNeeded) {
        if (!values.confirmPassword) next.confirmPassword = t('validation.notEmpty', { field: labelOf('confirmPassword') });
        else if (values.confirmPassword !== values.password) next.confirmPassword = t(validationKeys.inconsistent);
      }
      if (!ageConfirmed) next.ageConfirmed = t('register.confirmAge');
      if (!termsAccepted) next.termsAccepted = t('register.pleaseAgree', { terms: t('register.termsName') });
    }
    if (!understood) next.understood = t('social.link.mustUnderstand');
    return next;
  };

  const showFailure = (error: unknown) => {
    if (!isApiErrorData(error)) {
      setErrors({ form: t('errors.unknown') });
      return;
    }
    // no answer at all: the error listener says so once, and what was typed stays
    if (error.kind === 'network') return;
    const next: Errors = {};
    const shown = new Set<string>(['username', 'password', 'confirmPassword', 'captcha', 'ageConfirmed', 'termsAccepted', ...extraFields]);
    for (const fieldError of error.fieldErrors) {
      // a field this dialog does not show (an invitation code from the address) is said above the form
      const place = shown.has(fieldError.field) ? fieldError.field : 'form';
      if (!next[place]) next[place] = problemText(t, fieldError, labelOf(fieldError.field));
    }
    const byField = error.fieldErrors.length > 0 && ['VALIDATION', 'CONFLICT', 'CAPTCHA_REQUIRED', 'CAPTCHA_INVALID'].includes(error.code);
    if ((!byField || error.kind === 'contract') && !next.form) next.form = error.kind === 'contract' ? t('errors.unknown') : socialFailureText(t, error);
    if (asksForCaptcha(error)) {
      if (captchaShown) refreshCaptcha();
      setCaptchaShown(true);
    }
    setErrors(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      if (choice === 'link') {
        const result = await link({
          ticket,
          username: (values.username ?? '').trim(),
          password: values.password ?? '',
          ...(captchaShown ? { captcha: (values.captcha ?? '').trim(), captchaKey: captchaData?.key ?? '' } : {}),
        }).unwrap();
        completeLogin(result, 'firebase');
        return;
      }
      const body: SocialRegisterRequest = {
        ticket,
        username: (values.username ?? '').trim(),
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        domain: window.location.hostname,
        ageConfirmed,
        termsAccepted,
        ...(passwordNeeded ? { password: values.password ?? '', confirmPassword: values.confirmPassword ?? '' } : {}),
      };
      const extra = body as Record<string, unknown>;
      for (const field of extraFields) {
        const value = (values[field] ?? '').trim();
        if (value) extra[field] = field === 'paymentPassword' ? values[field] : value;
      }
      if (extra.mobileNum) extra.countryDialingCode = countryDialingCode;
      // the codes of the address count as in the registration form
      const affiliateCode = params.get('affiliateCode') ?? params.get('code');
      const referralCode = params.get('referralCode');
      if (affiliateCode && !extra.affiliateCode) extra.affiliateCode = affiliateCode;
      if (referralCode) extra.referralCode = referralCode;
      const result = await registerSocial(body).unwrap();
      completeLogin(result, 'firebase');
    } catch (error) {
      showFailure(error);
    }
  };

  const textField = (name: RegisterFieldName | 'confirmPassword' | 'captcha', autoFocus = false) => {
    const rule = name === 'confirmPassword' || name === 'captcha' ? null : ruleFor(name);
    return (
      <TextField
        key={`${choice}-${name}`}
        label={labelOf(name)}
        name={name}
        type={secretFields.has(name) ? 'password' : name === 'email' ? 'email' : 'text'}
        autoComplete={
          name === 'username'
            ? 'username'
            : name === 'password'
              ? choice === 'link'
                ? 'current-password'
                : 'new-password'
              : name === 'confirmPassword'
                ? 'new-password'
                : name === 'email'
                  ? 'email'
                  : 'off'
        }
        value={values[name] ?? ''}
        required={name === 'confirmPassword' || name === 'captcha' || (rule?.required ?? true)}
        maxLength={rule && rule.maxLength > 0 ? rule.maxLength : 128}
        data-autofocus={autoFocus || undefined}
        error={errors[name]}
        onChange={set(name)}
      />
    );
  };

  const choose = (next: Choice) => {
    setChoice(next);
    setErrors({});
    setCaptchaShown(false);
  };

  return (
    <Modal title={t('social.link.title')} onClose={close} width={460}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.heroText}>
          {who ? t('social.link.signedInAs', { provider: providerName, name: who }) : t('social.link.signedIn', { provider: providerName })}
        </p>
        {errors.form && (
          <p className={styles.formError} role="alert">
            {errors.form}
          </p>
        )}
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
        {textField('username', true)}
        {passwordNeeded && textField('password')}
        {choice === 'register' && passwordNeeded && textField('confirmPassword')}
        {extraFields.map((name) =>
          name === 'mobileNum' ? (
            <div className={styles.phoneRow} key="mobileNum">
              <CountryCodeSelect value={countryDialingCode} onChange={setDialing} />
              {textField('mobileNum')}
            </div>
          ) : (
            textField(name)
          ),
        )}
        {captchaShown && choice === 'link' && (
          <div className={styles.captchaRow}>
            {textField('captcha')}
            <button type="button" className={styles.captchaImage} aria-label={t('auth.refreshCaptcha')} onClick={refreshCaptcha}>
              {captchaData && <img src={`data:image/svg+xml;base64,${captchaData.image}`} alt={t('auth.captchaImage')} />}
            </button>
          </div>
        )}
        {choice === 'register' && (
          <div className={styles.agreements}>
            <label className={styles.check}>
              <input type="checkbox" checked={ageConfirmed} aria-invalid={errors.ageConfirmed ? true : undefined} onChange={(e) => setAgeConfirmed(e.target.checked)} />
              {t('register.ageConfirm')}
            </label>
            {errors.ageConfirmed && (
              <p className={styles.fieldError} role="alert">
                {errors.ageConfirmed}
              </p>
            )}
            <label className={styles.check}>
              <input type="checkbox" checked={termsAccepted} aria-invalid={errors.termsAccepted ? true : undefined} onChange={(e) => setTermsAccepted(e.target.checked)} />
              <span>
                {t('register.agreePrefix')}{' '}
                <Link to={paths.help.href('agreement')} className={styles.inlineLink} target="_blank">
                  {t('register.termsName')}
                </Link>
              </span>
            </label>
            {errors.termsAccepted && (
              <p className={styles.fieldError} role="alert">
                {errors.termsAccepted}
              </p>
            )}
          </div>
        )}
        <p className={styles.warning} role="note">
          {t('social.link.warning')}
        </p>
        <label className={styles.check}>
          <input type="checkbox" checked={understood} aria-invalid={errors.understood ? true : undefined} onChange={(e) => setUnderstood(e.target.checked)} />
          {t('social.link.understand')}
        </label>
        {errors.understood && (
          <p className={styles.fieldError} role="alert">
            {errors.understood}
          </p>
        )}
        <Button type="submit" size="large" block loading={linking || registering}>
          {t('social.link.confirm')}
        </Button>
        <Button variant="ghost" block onClick={close}>
          {t('common.cancel')}
        </Button>
      </form>
    </Modal>
  );
}
