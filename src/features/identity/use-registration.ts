import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { paths } from '@/shared/config/paths';
import { registerRequestSchema, type RegisterRequest } from '@/shared/contract/member';
import { birthdayProblem } from '@/shared/contract/member-fields';
import { e164Of } from '@/shared/contract/social';
import type { RegisterFieldName } from '@/shared/contract/system';
import { applyServerErrors, setFieldProblem } from '@/shared/form/apply-server-errors';
import { dialingCodeOf } from '@/shared/form/phone-field';
import { requiredRule, schemaOf, useContractForm } from '@/shared/form/use-contract-form';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { allModalsClosed, modalOpened, modalQueued } from '@/shared/store/modals-slice';
import { userLoggedIn } from '@/shared/store/session-slice';
import { isModuleEnabled, selectSystemStatus } from '@/shared/store/system-status';
import { useAffiliateCheckMutation, useRegisterMobileMutation, useRegisterMutation, useRegisterSettingsQuery, useSmsRegisterMutation } from './auth-api';
import { firebaseConfig } from './firebase/firebase-config';
import { optionalRegisterFields, registerFieldLabel, registrationConsents, registrationRules } from './register-fields';
import type { RegistrationField } from './registration-fields';
import { useBotCheck } from './use-bot-check';
import { useCaptcha } from './use-captcha';
import { usePhoneCodes } from './use-default-dialing-code';
import { useIdentityServicePhone } from './use-identity-service-phone';
import { useSendFailureNotice } from './use-send-failure-notice';

export type RegisterMode = 'username' | 'mobile';

/** The registration form's fields: the contract's registration, with the consents that must be given. */
const {
  registerUrl: _registerUrl,
  registerMethod: _registerMethod,
  domain: _domain,
  login: _login,
  recommenderId: _recommenderId,
  captchaKey: _captchaKey,
  firebaseChannel: _firebaseChannel,
  firebaseIdToken: _firebaseIdToken,
  ...typedFields
} = registerRequestSchema.shape;
export const registerFormSchema = z.object({ ...typedFields, ageConfirmed: z.boolean(), termsAccepted: z.boolean() });
export type RegisterValues = z.input<typeof registerFormSchema>;

function emptyValues(affiliateCode: string, referralCode: string): RegisterValues {
  const text = Object.fromEntries(Object.keys(registerFormSchema.shape).map((field) => [field, ''])) as Record<string, string>;
  return { ...text, affiliateCode, referralCode, ageConfirmed: false, termsAccepted: false } as RegisterValues;
}

/** Registration by username or mobile number (spec sections 3 to 5): the form, its fields in play, and its calls. */
export function useRegistration() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = useAppSelector(selectSystemStatus);
  const { data: settings } = useRegisterSettingsQuery();
  const phone = usePhoneCodes();
  const [register, { isLoading: registering }] = useRegisterMutation();
  const [registerMobile, { isLoading: registeringMobile }] = useRegisterMobileMutation();
  const [checkAffiliate, { isLoading: checking }] = useAffiliateCheckMutation();
  const [sendSms] = useSmsRegisterMutation();
  const botCheck = useBotCheck();
  const firebase = firebaseConfig();
  const identityPhone = useIdentityServicePhone(firebase);
  const sendFailure = useSendFailureNotice('mobileNum', registerFieldLabel(t, 'mobileNum'));

  const addressAffiliate = params.get('affiliateCode') ?? params.get('code') ?? '';
  const addressReferral = params.get('referralCode') ?? '';
  const [chosenMode, setMode] = useState<RegisterMode>('username');
  const [affiliateFailed, setAffiliateFailed] = useState(false);
  // the referral code comes from the address; refused, it shows so it can be corrected or cleared
  const [referralFailed, setReferralFailed] = useState(false);

  const mobileOn = (settings?.mobileRegistration ?? false) && (isModuleEnabled(status, 'MOBILEREG') || !status);
  const usernameOn = settings?.usernameRegistration ?? true;
  const mode: RegisterMode = !usernameOn && mobileOn ? 'mobile' : !mobileOn ? 'username' : chosenMode;
  const rules = settings?.fields;
  const captchaOn = settings?.captchaEnabled ?? false;
  const passwordNeeded = mode === 'username' || (settings?.mobileRegistrationWithPassword ?? true);
  const smsNeeded = mode === 'mobile' && (settings?.smsVerification ?? false);
  // the text message goes through the identity service when the brand switches it on and the site has a Firebase config
  const identityService = smsNeeded && isModuleEnabled(status, 'FIREBASESMS') && firebase !== null;
  // shown when the address carries no code, or when that code failed the check (even when the brand hides it)
  const affiliateShown = ((rules?.affiliateCode.enabled ?? false) && !addressAffiliate) || affiliateFailed;

  const always: RegisterFieldName[] = mode === 'username' ? ['username', 'password'] : ['mobileNum', ...(passwordNeeded ? (['password'] as const) : [])];
  const shownFields: RegisterFieldName[] = [
    ...(mode === 'username' ? (['username'] as const) : []),
    ...(passwordNeeded ? (['password'] as const) : []),
    ...optionalRegisterFields.filter((f) => rules?.[f].enabled && !(mode === 'mobile' && f === 'mobileNum')),
  ];
  const judged: RegisterFieldName[] = [...(mode === 'mobile' ? (['mobileNum'] as const) : []), ...shownFields, ...(affiliateShown ? (['affiliateCode'] as const) : [])];
  const drawn: RegistrationField[] = [...shownFields, ...(affiliateShown ? (['affiliateCode'] as const) : []), ...(referralFailed ? (['referralCode'] as const) : [])];
  const fieldRules = {
    ...(rules ? registrationRules(rules, judged, always) : {}),
    ...(smsNeeded ? { verificationCode: requiredRule } : {}),
    ...(captchaOn ? { captcha: requiredRule } : {}),
  };
  const inPlay = [
    ...drawn,
    ...judged,
    ...(passwordNeeded ? (['confirmPassword'] as const) : []),
    ...(smsNeeded ? (['verificationCode'] as const) : []),
    ...(captchaOn ? (['captcha'] as const) : []),
    'countryDialingCode',
    'ageConfirmed',
    'termsAccepted',
  ] as const;

  const defaults = emptyValues(addressAffiliate, addressReferral);
  const form = useContractForm<RegisterValues>({
    schema: schemaOf(registerFormSchema, inPlay),
    rules: fieldRules,
    pairs: passwordNeeded ? [['password', 'confirmPassword']] : [],
    consents: registrationConsents,
    // the age rule on top of the brand's rule of the field, as the server judges it
    checks: (values) => (judged.includes('birthday') ? { birthday: birthdayProblem(values.birthday) } : {}),
    defaultValues: defaults,
  });
  const captcha = useCaptcha(captchaOn, () => form.setValue('captcha', ''));
  const dialing = () => dialingCodeOf(form.getValues('countryDialingCode'), phone.defaultDialingCode);

  const requestSms = async (): Promise<number | null> => {
    if (!(await form.trigger('mobileNum'))) return null;
    const mobileNum = (form.getValues('mobileNum') ?? '').trim();
    if (identityService) {
      const sent = await identityPhone.send(e164Of(dialing(), mobileNum));
      if (sent && 'problem' in sent) sendFailure.show(sent.problem);
      return sent && 'seconds' in sent ? sent.seconds : null;
    }
    try {
      const sent = await sendSms({ mobileNum, countryDialingCode: dialing(), botCheck: await botCheck() }).unwrap();
      return sent.expiredMinutes * 60;
    } catch (error) {
      sendFailure.failed(error);
      return null;
    }
  };

  const refuseAffiliate = () => {
    setAffiliateFailed(true);
    dispatch(modalOpened({ name: 'notice', options: { titleKey: 'common.warning', messageKey: 'register.invitationCodeError' } }));
  };

  const submit = async (values: RegisterValues) => {
    const affiliateCode = (values.affiliateCode ?? '').trim();
    if (affiliateCode && (rules?.affiliateCode.enabled || affiliateFailed)) {
      try {
        const { valid } = await checkAffiliate({ code: affiliateCode, domain: window.location.hostname }).unwrap();
        if (!valid) {
          refuseAffiliate();
          setFieldProblem(form, 'affiliateCode', { key: 'validation.affiliateCode' });
          return;
        }
      } catch (error) {
        applyServerErrors(form, error);
        return;
      }
    }
    const body: RegisterRequest = {
      username: mode === 'username' ? values.username.trim() : '',
      password: passwordNeeded ? values.password : '',
      confirmPassword: passwordNeeded ? values.confirmPassword : '',
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      domain: window.location.hostname,
      login: true,
      ageConfirmed: values.ageConfirmed,
      termsAccepted: values.termsAccepted,
    };
    const extra = body as Record<string, unknown>;
    for (const field of shownFields) {
      if (field !== 'username' && field !== 'password' && values[field]?.trim()) extra[field] = values[field];
    }
    if (mode === 'mobile') extra.mobileNum = (values.mobileNum ?? '').trim();
    if (extra.mobileNum) extra.countryDialingCode = dialing();
    if (affiliateCode) extra.affiliateCode = affiliateCode;
    if (values.referralCode?.trim()) extra.referralCode = values.referralCode.trim();
    if (identityService) {
      const proved = await identityPhone.confirm(e164Of(dialing(), values.mobileNum ?? ''), (values.verificationCode ?? '').trim());
      if ('problem' in proved) return setFieldProblem(form, 'verificationCode', proved.problem);
      extra.firebaseChannel = 'sms';
      extra.firebaseIdToken = proved.idToken;
    } else if (smsNeeded) {
      extra.verificationCode = (values.verificationCode ?? '').trim();
    }
    if (captchaOn) {
      extra.captcha = (values.captcha ?? '').trim();
      extra.captchaKey = captcha.key;
    }
    try {
      const result = mode === 'username' ? await register(body).unwrap() : await registerMobile(body).unwrap();
      if (result.token) dispatch(userLoggedIn({ token: result.token, user: result.user }));
      dispatch(allModalsClosed());
      void navigate(paths.home.href());
      dispatch(modalOpened({ name: 'registerSuccess', options: { account: result.account, mobile: mode === 'mobile' } }));
      // the responsible gaming information, once, before the first bet: it opens when the success dialog closes
      if (result.token) dispatch(modalQueued({ name: 'protectionWelcome', options: undefined }));
    } catch (error) {
      // the server checks (and uses up) the captcha first: whatever failed, the next try needs a new image
      if (captchaOn) captcha.refresh();
      const applied = applyServerErrors(form, error);
      if (applied?.fields.includes('referralCode')) setReferralFailed(true);
      if (applied?.fields.includes('affiliateCode')) refuseAffiliate();
    }
  };

  return {
    settings,
    form,
    mode,
    tabs: [...(usernameOn ? (['username'] as const) : []), ...(mobileOn ? (['mobile'] as const) : [])],
    selectMode: (next: RegisterMode) => {
      setMode(next);
      form.clearErrors();
    },
    phone,
    drawn,
    fieldRules,
    smsNeeded,
    identityService,
    recaptchaHost: identityPhone.setHost,
    captchaOn,
    captcha,
    requestSms,
    submit,
    reset: () => form.reset(defaults),
    busy: registering || registeringMobile || checking,
  };
}
