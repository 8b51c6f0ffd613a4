import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Tabs } from '@/shared/components/tabs';
import { paths } from '@/shared/config/paths';
import type { RegisterRequest } from '@/shared/contract/member';
import type { FieldRule, RegisterFieldName } from '@/shared/contract/system';
import { validateField, validationKeys } from '@/shared/contract/patterns';
import { e164Of } from '@/shared/contract/social';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { allModalsClosed, modalOpened } from '@/shared/store/modals-slice';
import { userLoggedIn } from '@/shared/store/session-slice';
import { isModuleEnabled, selectSystemStatus } from '@/shared/store/system-status';
import {
  useAffiliateCheckMutation,
  useCaptchaQuery,
  useRegisterMobileMutation,
  useRegisterMutation,
  useRegisterSettingsQuery,
  useSmsRegisterMutation,
} from './auth-api';
import { CountryCodeSelect, useDefaultDialingCode } from './country-code-select';
import { errorsFromFailure, problemText, type Errors } from './field-errors';
import { optionalRegisterFields, registerFieldLabel, secretFields } from './register-fields';
import type { PhoneVerification } from './firebase/firebase-adapter';
import { firebaseConfig } from './firebase/firebase-config';
import { phoneAuthErrorKey } from './firebase/phone-auth-errors';
import { IDENTITY_SERVICE_COUNTDOWN_SECONDS, SmsCodeButton } from './sms-code-button';
import { TextField } from './text-field';
import { useBotCheck } from './use-bot-check';
import { CAPTCHA_REFRESH_MS } from './login-form';
import styles from './auth-forms.module.css';

type Mode = 'username' | 'mobile';


type Values = Record<string, string>;

/** The time of a click, outside the component (render stays pure). */
const clock = () => Date.now();

function emptyValues(referralCode: string, affiliateCode: string): Values {
  return { referralCode, affiliateCode };
}

/** Registration by username or mobile number, as popup (with a login button) or page (with a reset button). */
export function RegisterForm({ variant, onLogin }: { variant: 'popup' | 'page'; onLogin?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = useAppSelector(selectSystemStatus);
  const { data: settings } = useRegisterSettingsQuery();
  const defaultDialing = useDefaultDialingCode();
  const [register, { isLoading: registering }] = useRegisterMutation();
  const [registerMobile, { isLoading: registeringMobile }] = useRegisterMobileMutation();
  const [checkAffiliate, { isLoading: checking }] = useAffiliateCheckMutation();
  const [sendSms] = useSmsRegisterMutation();
  const botCheck = useBotCheck();

  const addressAffiliate = params.get('affiliateCode') ?? params.get('code') ?? '';
  const addressReferral = params.get('referralCode') ?? '';
  const [values, setValues] = useState<Values>(() => emptyValues(addressReferral, addressAffiliate));
  const [dialing, setDialing] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [affiliateFailed, setAffiliateFailed] = useState(false);
  // the referral code comes from the address; refused, it shows so it can be corrected or cleared
  const [referralFailed, setReferralFailed] = useState(false);
  const [captchaTurn, setCaptchaTurn] = useState(0);
  const [lastRefresh, setLastRefresh] = useState(0);
  const mobileOn = (settings?.mobileRegistration ?? false) && (isModuleEnabled(status, 'MOBILEREG') || !status);
  const usernameOn = settings?.usernameRegistration ?? true;
  const [chosenMode, setMode] = useState<Mode>('username');
  const mode: Mode = !usernameOn && mobileOn ? 'mobile' : !mobileOn ? 'username' : chosenMode;
  const { data: captchaData } = useCaptchaQuery(captchaTurn, { skip: !settings?.captchaEnabled });
  const countryDialingCode = dialing ?? defaultDialing;
  // the code sent by the identity service (Firebase), and the ID token its confirmation gave
  const phoneCheck = useRef<{ phone: string; verification: PhoneVerification } | null>(null);
  const phoneProof = useRef<{ phone: string; code: string; idToken: string } | null>(null);
  const recaptchaHost = useRef<HTMLDivElement>(null);

  if (!settings) return <div className={styles.form} aria-busy="true" />;

  const rules = settings.fields;
  const passwordNeeded = mode === 'username' || settings.mobileRegistrationWithPassword;
  const smsNeeded = mode === 'mobile' && settings.smsVerification;
  // the text message goes through the identity service when the brand switches it on and the site has a Firebase config
  const firebase = firebaseConfig();
  const identityService = smsNeeded && isModuleEnabled(status, 'FIREBASESMS') && firebase !== null;
  // the affiliate field shows when the address carries no code, or when that code failed the check
  // (also when the brand hides the field: a refused address code must be seen to be corrected)
  const affiliateShown = (rules.affiliateCode.enabled && !addressAffiliate) || affiliateFailed;

  const labelOf = (field: string): string => registerFieldLabel(t, field);

  const set = (field: string) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const ruleFor = (field: RegisterFieldName): FieldRule => {
    const rule = rules[field];
    const always =
      (mode === 'username' && (field === 'username' || field === 'password')) ||
      (mode === 'mobile' && (field === 'mobileNum' || (field === 'password' && passwordNeeded)));
    return always ? { ...rule, enabled: true, required: true } : rule;
  };

  const shownFields: RegisterFieldName[] = [
    ...(mode === 'username' ? (['username'] as const) : []),
    ...(passwordNeeded ? (['password'] as const) : []),
    ...optionalRegisterFields.filter((f) => rules[f].enabled && !(mode === 'mobile' && f === 'mobileNum')),
  ];

  const validate = (): Errors => {
    const next: Errors = {};
    const check = (field: RegisterFieldName) => {
      const problem = validateField(ruleFor(field), values[field] ?? '', field);
      if (problem) next[field] = problemText(t, problem, labelOf(field));
    };
    if (mode === 'mobile') check('mobileNum');
    shownFields.forEach(check);
    if (affiliateShown) check('affiliateCode');
    if (passwordNeeded) {
      if (!values.confirmPassword) next.confirmPassword = t('validation.notEmpty', { field: labelOf('confirmPassword') });
      else if (values.confirmPassword !== values.password) next.confirmPassword = t(validationKeys.inconsistent);
    }
    if (smsNeeded && !(values.verificationCode ?? '').trim()) next.verificationCode = t('validation.notEmpty', { field: labelOf('verificationCode') });
    if (settings.captchaEnabled && !(values.captcha ?? '').trim()) next.captcha = t('validation.notEmpty', { field: labelOf('captcha') });
    if (!ageConfirmed) next.ageConfirmed = t('register.confirmAge');
    if (!termsAccepted) next.termsAccepted = t('register.pleaseAgree', { terms: t('register.termsName') });
    return next;
  };

  const requestSms = async (): Promise<number | null> => {
    const problem = validateField(ruleFor('mobileNum'), values.mobileNum ?? '', 'mobileNum');
    if (problem) {
      setErrors({ mobileNum: problemText(t, problem, labelOf('mobileNum')) });
      return null;
    }
    setErrors((e) => ({ ...e, mobileNum: undefined }));
    if (identityService && firebase) {
      const phone = e164Of(countryDialingCode, values.mobileNum ?? '');
      try {
        const { startPhoneVerification } = await import('./firebase/firebase-adapter');
        if (!recaptchaHost.current) return null;
        phoneCheck.current = { phone, verification: await startPhoneVerification(firebase, phone, recaptchaHost.current) };
        phoneProof.current = null;
        return IDENTITY_SERVICE_COUNTDOWN_SECONDS;
      } catch (failure) {
        dispatch(modalOpened({ name: 'notice', options: { titleKey: 'common.warning', messageKey: 'errors.unknown', message: t(phoneAuthErrorKey(failure)) } }));
        return null;
      }
    }
    try {
      const sent = await sendSms({ mobileNum: (values.mobileNum ?? '').trim(), countryDialingCode, botCheck: await botCheck() }).unwrap();
      return sent.expiredMinutes * 60;
    } catch (error) {
      const shown = errorsFromFailure(t, error, labelOf);
      if (shown) {
        dispatch(
          modalOpened({
            name: 'notice',
            options: { titleKey: 'common.warning', messageKey: 'errors.unknown', message: shown.mobileNum ?? shown.form },
          }),
        );
      }
      return null;
    }
  };

  /** A click refreshes at most once a second; a failed submit always does (the server used the captcha up). */
  const refreshCaptcha = (force = false) => {
    const now = clock();
    if (!force && now - lastRefresh < CAPTCHA_REFRESH_MS) return;
    setLastRefresh(now);
    setCaptchaTurn((n) => n + 1);
    setValues((v) => ({ ...v, captcha: '' }));
  };

  /** The identity service's ID token for the typed code (kept, so a second submit does not spend the code again). */
  const confirmPhone = async (): Promise<string | null> => {
    const phone = e164Of(countryDialingCode, values.mobileNum ?? '');
    const code = (values.verificationCode ?? '').trim();
    const proof = phoneProof.current;
    if (proof && proof.phone === phone && proof.code === code) return proof.idToken;
    const check = phoneCheck.current;
    if (!check || check.phone !== phone) {
      setErrors({ verificationCode: t('register.sendCodeFirst') });
      return null;
    }
    try {
      const idToken = await check.verification.confirm(code);
      phoneProof.current = { phone, code, idToken };
      return idToken;
    } catch (failure) {
      setErrors({ verificationCode: t(phoneAuthErrorKey(failure)) });
      return null;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const affiliateCode = (values.affiliateCode ?? '').trim();
    if (affiliateCode && (rules.affiliateCode.enabled || affiliateFailed)) {
      try {
        const { valid } = await checkAffiliate({ code: affiliateCode, domain: window.location.hostname }).unwrap();
        if (!valid) {
          setAffiliateFailed(true);
          setErrors({ affiliateCode: t('validation.affiliateCode') });
          dispatch(modalOpened({ name: 'notice', options: { titleKey: 'common.warning', messageKey: 'register.invitationCodeError' } }));
          return;
        }
      } catch (error) {
        const shown = errorsFromFailure(t, error, labelOf);
        if (shown) setErrors(shown);
        return;
      }
    }
    const body: RegisterRequest = {
      username: mode === 'username' ? (values.username ?? '').trim() : '',
      password: passwordNeeded ? (values.password ?? '') : '',
      confirmPassword: passwordNeeded ? (values.confirmPassword ?? '') : '',
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      domain: window.location.hostname,
      login: true,
      ageConfirmed,
      termsAccepted,
    };
    const extra = body as Record<string, unknown>;
    for (const field of shownFields) {
      if (field !== 'username' && field !== 'password' && values[field]?.trim()) extra[field] = values[field];
    }
    if (mode === 'mobile') extra.mobileNum = (values.mobileNum ?? '').trim();
    if (extra.mobileNum) extra.countryDialingCode = countryDialingCode;
    if (affiliateCode) extra.affiliateCode = affiliateCode;
    if (values.referralCode?.trim()) extra.referralCode = values.referralCode.trim();
    if (identityService) {
      const idToken = await confirmPhone();
      if (!idToken) return;
      extra.firebaseChannel = 'sms';
      extra.firebaseIdToken = idToken;
    } else if (smsNeeded) {
      extra.verificationCode = (values.verificationCode ?? '').trim();
    }
    if (settings.captchaEnabled) {
      extra.captcha = (values.captcha ?? '').trim();
      extra.captchaKey = captchaData?.key ?? '';
    }
    try {
      const result = mode === 'username' ? await register(body).unwrap() : await registerMobile(body).unwrap();
      if (result.token) dispatch(userLoggedIn({ token: result.token, user: result.user }));
      dispatch(allModalsClosed());
      void navigate(paths.home.href());
      dispatch(modalOpened({ name: 'registerSuccess', options: { account: result.account, mobile: mode === 'mobile' } }));
    } catch (error) {
      // the server checks (and uses up) the captcha first: whatever failed, the next try needs a new image
      if (settings.captchaEnabled) refreshCaptcha(true);
      const shown = errorsFromFailure(t, error, labelOf);
      if (!shown) return;
      if (shown.referralCode) setReferralFailed(true);
      if (shown.affiliateCode) {
        setAffiliateFailed(true);
        dispatch(modalOpened({ name: 'notice', options: { titleKey: 'common.warning', messageKey: 'register.invitationCodeError' } }));
      }
      setErrors(shown);
    }
  };

  const reset = () => {
    setValues(emptyValues(addressReferral, addressAffiliate));
    setErrors({});
    setAgeConfirmed(false);
    setTermsAccepted(false);
  };

  const field = (name: RegisterFieldName | 'confirmPassword' | 'referralCode', autoFocus = false) => {
    const rule = name === 'confirmPassword' || name === 'referralCode' ? null : ruleFor(name);
    return (
      <TextField
        key={name}
        label={labelOf(name)}
        name={name}
        type={secretFields.has(name) ? 'password' : name === 'email' ? 'email' : 'text'}
        autoComplete={name === 'username' ? 'username' : name === 'password' || name === 'confirmPassword' ? 'new-password' : name === 'email' ? 'email' : 'off'}
        value={values[name] ?? ''}
        required={name === 'confirmPassword' || rule?.required}
        maxLength={rule && rule.maxLength > 0 ? rule.maxLength : 128}
        data-autofocus={autoFocus || undefined}
        error={errors[name]}
        onChange={set(name)}
      />
    );
  };

  const tabs = [
    ...(usernameOn ? [{ key: 'username' as const, label: t('register.byUsername') }] : []),
    ...(mobileOn ? [{ key: 'mobile' as const, label: t('register.byMobile') }] : []),
  ];

  const mobileRow = (required: boolean) => (
    <div className={styles.phoneRow} key="mobileNum">
      <CountryCodeSelect value={countryDialingCode} onChange={setDialing} />
      <TextField
        label={labelOf('mobileNum')}
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={values.mobileNum ?? ''}
        required={required}
        maxLength={rules.mobileNum.maxLength > 0 ? rules.mobileNum.maxLength : 32}
        data-autofocus={mode === 'mobile' || undefined}
        error={errors.mobileNum}
        onChange={set('mobileNum')}
      />
    </div>
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Tabs
        label={t('auth.createAccount')}
        items={tabs}
        selected={mode}
        onSelect={(key) => {
          setMode(key);
          setErrors({});
        }}
        className={styles.subTabs}
      >
        <div className={styles.form}>
          {errors.form && (
            <p className={styles.formError} role="alert">
              {errors.form}
            </p>
          )}
          {mode === 'mobile' && mobileRow(true)}
          {smsNeeded && (
            <div className={styles.codeRow}>
              <TextField
                label={labelOf('verificationCode')}
                name="verificationCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={values.verificationCode ?? ''}
                required
                maxLength={255}
                error={errors.verificationCode}
                onChange={set('verificationCode')}
              />
              <SmsCodeButton onSend={requestSms} />
            </div>
          )}
          {/* the identity service's invisible reCAPTCHA lives here */}
          {identityService && <div ref={recaptchaHost} />}
          {shownFields.map((name) => {
            if (name === 'mobileNum') return mobileRow(rules.mobileNum.required);
            const element = field(name, mode === 'username' && name === 'username');
            return name === 'password' ? [element, field('confirmPassword')] : element;
          })}
          {affiliateShown && field('affiliateCode')}
          {referralFailed && field('referralCode')}
          {settings.captchaEnabled && (
            <div className={styles.captchaRow}>
              <TextField
                label={labelOf('captcha')}
                name="captcha"
                autoComplete="off"
                value={values.captcha ?? ''}
                required
                maxLength={16}
                error={errors.captcha}
                onChange={set('captcha')}
              />
              <button type="button" className={styles.captchaImage} aria-label={t('auth.refreshCaptcha')} onClick={() => refreshCaptcha()}>
                {captchaData && <img src={`data:image/svg+xml;base64,${captchaData.image}`} alt={t('auth.captchaImage')} />}
              </button>
            </div>
          )}
          <div className={styles.agreements}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={ageConfirmed}
                aria-invalid={errors.ageConfirmed ? true : undefined}
                onChange={(e) => setAgeConfirmed(e.target.checked)}
              />
              {t('register.ageConfirm')}
            </label>
            {errors.ageConfirmed && (
              <p className={styles.fieldError} role="alert">
                {errors.ageConfirmed}
              </p>
            )}
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={termsAccepted}
                aria-invalid={errors.termsAccepted ? true : undefined}
                onChange={(e) => setTermsAccepted(e.target.checked)}
              />
              <span>
                {t('register.agreePrefix')}{' '}
                <Link to={paths.help.href('agreement')} className={styles.inlineLink} target={variant === 'popup' ? '_blank' : undefined}>
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
          <Button type="submit" size="large" variant="accent" block loading={registering || registeringMobile || checking}>
            {t('register.submit')}
          </Button>
          {variant === 'page' ? (
            <Button variant="ghost" block onClick={reset}>
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
    </form>
  );
}

