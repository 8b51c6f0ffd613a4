import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { phoneAuthErrorKey, phoneAuthErrorKeys } from '@/features/identity/firebase/phone-auth-errors';
import { firebaseConfig } from '@/features/identity/firebase/firebase-config';
import { flagUrl } from '@/shared/form/flags';
import { ADDRESS_SECRETS_KEY } from '@/features/identity/identity-url-actions';
import { i18next } from '@/shared/i18n/i18n';
import { memberCentreOpened } from '@/shared/store/centres';
import { selectMemberInfo } from '@/shared/store/session-slice';
import { api } from '@/shared/contract/api';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { buildMemberInfo, buildSystemStatus } from '../../../mocks/fixtures';
import { buildRegisterSettings, decrypt, identityMock, MOCK_LOGIN_CODE, MOCK_SMS_CODE, resetIdentityMock } from '../../../mocks/handlers/identity';
import { server } from '../../../mocks/server';
import { mockState } from '../../../mocks/state';
import { renderApp } from '../../render';

const allModules = ['DIRECTREG3', 'MOBILEREG', 'SMSLOGIN', 'CHNGPASSVERIF3', 'FORCECHANGEPASS', 'FREEPLAY', 'MEMBERCENTER', 'AGENTCENTER', 'CBS3'];

function givenBrand(settings: Partial<ReturnType<typeof buildSystemStatus>['info']['settings']> = {}) {
  const base = buildSystemStatus();
  server.use(
    contractHandler(api.systemStatus, () =>
      buildSystemStatus({
        info: {
          ...base.info,
          modules: allModules.map((modId) => ({ modId, name: modId, enabled: true, childrenNodes: [] })),
          settings: { ...base.info.settings, ...settings },
        },
      }),
    ),
  );
}

type User = ReturnType<typeof renderApp>['user'];

async function openLogin(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Log in' }));
  // the first open of a test file compiles the popup's chunk
  // the first open of a test file compiles the popup's chunk (slow while CI's other suites share the cores)
  return screen.findByRole('dialog', { name: 'Welcome to Lotus Play' }, { timeout: 20_000 });
}

function loginAnswer(overrides: { firstTimeLogin?: boolean; passwordExpired?: boolean } = {}) {
  server.use(
    contractHandler(api.login, ({ input }) => {
      const body = decrypt(input);
      if (body instanceof MockFailure) return body;
      mockState.loginBodies.push(body);
      mockState.tokens.add('token-new');
      return { token: 'token-new', firstTimeLogin: false, passwordExpired: false, user: buildMemberInfo({ account: String(body.username) }), ...overrides };
    }),
  );
}

beforeEach(() => {
  resetIdentityMock();
  givenBrand();
});

describe('login popup', () => {
  it('logs in by mobile number and text-message code, remembering only the number', async () => {
    loginAnswer();
    const { user, store } = renderApp('/');
    const dialog = await openLogin(user);
    await user.click(within(dialog).getByRole('tab', { name: 'With mobile number' }));
    await user.type(await within(dialog).findByLabelText(/^Mobile number/, {}, { timeout: 3000 }), '909090909');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    // expiredMinutes (2) × 60 s
    expect(await within(dialog).findByRole('button', { name: 'Code sent (120)' })).toBeDisabled();
    expect(identityMock.smsRequests).toEqual([{ mobileNum: '909090909', countryDialingCode: '+84', botCheck: { challengeId: expect.any(String), nonce: expect.any(String) } }]);
    await user.type(within(dialog).getByLabelText(/^Verification code/), MOCK_SMS_CODE);
    await user.click(within(dialog).getByLabelText('Remember me'));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    expect(mockState.loginBodies.at(-1)).toMatchObject({ type: 'sms', username: '909090909', password: MOCK_SMS_CODE, countryDialingCode: '+84' });
    expect(decodeURIComponent(document.cookie)).toContain('"mobileNum":"909090909"');
    // no remembered value (at any depth) is the code that served as the password
    const values = document.cookie.split('; ').map((pair) => decodeURIComponent(pair.slice(pair.indexOf('=') + 1)));
    const leaves = (value: unknown): unknown[] => (value && typeof value === 'object' ? Object.values(value).flatMap(leaves) : [value]);
    const parsed = values.flatMap((v) => {
      try {
        return leaves(JSON.parse(v));
      } catch {
        return [v];
      }
    });
    expect(parsed.map(String)).not.toContain(MOCK_SMS_CODE);
    expect(parsed.map(String)).toContain('909090909');
  });

  it('validates the number before sending a code, and shows a failed send as a warning', async () => {
    const { user } = renderApp('/');
    const dialog = await openLogin(user);
    await user.click(within(dialog).getByRole('tab', { name: 'With mobile number' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Send code' }, { timeout: 3000 }));
    expect(await within(dialog).findByText('Mobile number not empty')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '12ab');
    await new Promise((r) => setTimeout(r, 1050));
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Mobile number: 9-11 digits')).toBeInTheDocument();
    expect(identityMock.smsRequests).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/^Mobile number/));
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '922222222');
    await new Promise((r) => setTimeout(r, 1050)); // requests are throttled to one a second
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText('Too many attempts. Please wait a moment and try again.')).toBeInTheDocument();
  });

  it('country codes open on focus, show flags, and close 200 ms after blur', async () => {
    const { user } = renderApp('/');
    const dialog = await openLogin(user);
    await user.click(within(dialog).getByRole('tab', { name: 'With mobile number' }));
    const combo = await within(dialog).findByRole('combobox', { name: 'Country code' }, { timeout: 3000 });
    act(() => combo.focus());
    const list = await within(dialog).findByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    expect(within(list).getByRole('option', { name: /Thailand/ }).querySelector('img')).toHaveAttribute('src', '/flags/TH.svg');
    act(() => combo.blur());
    expect(within(dialog).getByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('listbox')).toBeNull(), { timeout: 1000 });
    act(() => combo.focus());
    await user.click(await within(dialog).findByRole('option', { name: /Thailand/ }));
    expect(combo).toHaveTextContent('+66');
  });

  it('a first login with forced change opens the change-password dialog, which asks the old password', async () => {
    loginAnswer({ firstTimeLogin: true });
    server.use(contractHandler(api.memberInfo, () => buildMemberInfo({ account: 'minhle' })));
    const { user, store } = renderApp('/');
    const dialog = await openLogin(user);
    await user.type(within(dialog).getByLabelText(/^Username/), 'minhle');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Player1234');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    // the account name comes with the member's details, after the dialog
    expect(await within(change).findByText('minhle')).toBeInTheDocument();
    await user.type(within(change).getByLabelText(/^Current password/), 'wrong');
    await user.type(within(change).getByLabelText(/^New password/), 'Minh12345');
    await user.type(within(change).getByLabelText(/^Confirm new password/), 'Minh1234');
    await user.click(within(change).getByRole('button', { name: 'Save new password' }));
    expect(await within(change).findByText('The two passwords are inconsistent')).toBeInTheDocument();
    await user.clear(within(change).getByLabelText(/^Confirm new password/));
    await user.type(within(change).getByLabelText(/^Confirm new password/), 'Minh12345');
    await user.click(within(change).getByRole('button', { name: 'Save new password' }));
    expect(await within(change).findByText('The current password is not right')).toBeInTheDocument();
    await user.clear(within(change).getByLabelText(/^Current password/));
    await user.type(within(change).getByLabelText(/^Current password/), 'Player1234');
    await user.click(within(change).getByRole('button', { name: 'Save new password' }));
    // success ends the session and opens the login popup
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    expect(identityMock.changeBodies.at(-1)).toEqual({ oldPassword: 'Player1234', newPassword: 'Minh12345', confirmNewPassword: 'Minh12345' });
  });

  it("the default password '{secret}' always asks for a new one, even without enforcement", async () => {
    givenBrand({ forcePasswordChange: false });
    loginAnswer();
    const { user } = renderApp('/');
    const dialog = await openLogin(user);
    await user.type(within(dialog).getByLabelText(/^Username/), 'newbie01');
    await user.type(within(dialog).getByLabelText(/^Password/), '{{secret}');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it('an expired password without enforcement just logs in', async () => {
    givenBrand({ forcePasswordChange: false });
    loginAnswer({ passwordExpired: true });
    const { user, store } = renderApp('/');
    const dialog = await openLogin(user);
    await user.type(within(dialog).getByLabelText(/^Username/), 'demo');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull();
  });

  it('a rate-limited login says so in the form', async () => {
    server.use(contractHandler(api.login, () => new MockFailure(429, 'RATE_LIMITED', 'Too many attempts. Please wait 60 seconds and try again.')));
    const { user } = renderApp('/');
    const dialog = await openLogin(user);
    await user.type(within(dialog).getByLabelText(/^Username/), 'demo');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Too many attempts. Please wait a moment and try again.')).toBeInTheDocument();
  });

  it('a login from a new network continues after the verification step', async () => {
    server.use(
      contractHandler(api.login, () =>
        new MockFailure(403, 'VERIFICATION_REQUIRED', 'You are logging in from a new network.', undefined, {
          ticket: 'ticket-1',
          methods: ['sms', 'payeeName'],
          maskedMobile: '+84 ****5678',
          maskedEmail: null,
        }),
      ),
    );
    const { user, store } = renderApp('/');
    const dialog = await openLogin(user);
    await user.type(within(dialog).getByLabelText(/^Username/), 'demo');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('heading', { name: 'Confirm it is you' }, { timeout: 3000 })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code by text message to +84 ****5678')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.type(within(dialog).getByLabelText(/^Verification code/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and log in' }));
    expect(await within(dialog).findByText('The verification code is not right')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Verification code/));
    await user.type(within(dialog).getByLabelText(/^Verification code/), MOCK_SMS_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and log in' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
  });

  it('free trial logs in a guest, who is then refused the member centre', async () => {
    server.use(contractHandler(api.memberInfo, () => buildMemberInfo({ account: 'guest12345678', isAgent: 4 })));
    const { user, store } = renderApp('/');
    const dialog = await openLogin(user);
    await user.click(within(dialog).getByRole('button', { name: 'Free trial' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-guest'));
    expect(identityMock.freePlays).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(selectMemberInfo(store.getState())?.isAgent).toBe(4));
    act(() => {
      store.dispatch(memberCentreOpened('depositv2'));
    });
    expect(await screen.findByText('This needs a real account. Please register to continue.')).toBeInTheDocument();
    expect(store.getState().modals.stack.some((m) => m.name === 'memberCentre')).toBe(false);
  });

  it('the header offers the free trial to visitors too', async () => {
    const { user, store } = renderApp('/');
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Free trial' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-guest'));
    expect(identityMock.freePlays).toBe(1);
    await waitFor(() => expect(within(banner).queryByRole('button', { name: 'Free trial' })).toBeNull());
  });

  it('hides the free-trial, mobile and social buttons when the brand turns them off', async () => {
    const base = buildSystemStatus();
    server.use(contractHandler(api.systemStatus, () => buildSystemStatus({ info: { ...base.info, settings: { ...base.info.settings, freePlay: false, googleSignIn: true } } })));
    const { user } = renderApp('/');
    expect(within(await screen.findByRole('banner')).queryByRole('button', { name: 'Free trial' })).toBeNull();
    const dialog = await openLogin(user);
    expect(within(dialog).queryByRole('button', { name: 'Free trial' })).toBeNull();
    expect(within(dialog).queryByRole('tab', { name: 'With mobile number' })).toBeNull();
    // no Firebase config in tests: no Google button even when the brand enables it
    expect(within(dialog).queryByRole('button', { name: 'Google' })).toBeNull();
  });
});

describe('registration', () => {
  async function openRegister(user: User) {
    const dialog = await openLogin(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Register' }));
    await within(dialog).findByRole('button', { name: 'Create account' });
    return dialog;
  }

  it('marks required fields, and refuses empty, malformed and inconsistent values before any call', async () => {
    const { user } = renderApp('/');
    const dialog = await openRegister(user);
    expect(within(dialog).getByText('Username', { selector: 'label' })).toHaveTextContent('Username*');
    expect(within(dialog).getByText('E-mail', { selector: 'label' })).not.toHaveTextContent('*');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Username not empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm you are 21 years old')).toBeInTheDocument();
    expect(within(dialog).getByText('Please agree to the user agreement and privacy policy')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Username/), '1abc');
    await user.type(within(dialog).getByLabelText(/^Password/), 'abcdefgh');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'abcdefgX');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Username: 6-16 characters, starting with a letter, letters and digits only')).toBeInTheDocument();
    expect(within(dialog).getByText('Password: 8-20 characters, with both letters and digits')).toBeInTheDocument();
    expect(within(dialog).getByText('The two passwords are inconsistent')).toBeInTheDocument();
    expect(identityMock.registerBodies).toHaveLength(0);
  });

  it('checks the invitation code first and warns "invitation code error"', async () => {
    const { user } = renderApp('/');
    const dialog = await openRegister(user);
    await user.type(within(dialog).getByLabelText(/^Username/), 'newplayer1');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret123');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'Secret123');
    await user.type(within(dialog).getByLabelText(/^Invitation code/), 'WRONG1');
    await user.click(within(dialog).getByLabelText(/21 years/));
    await user.click(within(dialog).getByLabelText(/I have read and agree/));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText(/Invitation code error/)).toBeInTheDocument();
    expect(identityMock.registerBodies).toHaveLength(0);
  });

  it('registers by username with the web fields, logs in and shows the success popup', async () => {
    const { user, store, router } = renderApp('/register?referralCode=FRIEND1');
    expect(await screen.findByRole('heading', { name: 'Create account', level: 1 })).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/^Username/), 'newplayer1');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Invitation code/), 'lotus88');
    await user.click(screen.getByLabelText(/21 years/));
    await user.click(screen.getByLabelText(/I have read and agree/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const success = await screen.findByRole('dialog', { name: 'Registration successful' });
    expect(success).toBeInTheDocument();
    expect(store.getState().session.token).toBe('token-new');
    expect(router.state.location.pathname).toBe('/');
    expect(identityMock.registerBodies[0]).toMatchObject({
      username: 'newplayer1',
      registerMethod: 'WEB',
      login: true,
      affiliateCode: 'lotus88',
      referralCode: 'FRIEND1',
      ageConfirmed: true,
      termsAccepted: true,
    });
  });

  it('shows a taken username under the field', async () => {
    const { user } = renderApp('/register');
    await user.type(await screen.findByLabelText(/^Username/), 'takenname');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await user.click(screen.getByLabelText(/21 years/));
    await user.click(screen.getByLabelText(/I have read and agree/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
  });

  it('registers by mobile with the code: wrong and expired codes are explained, success shows the account number', async () => {
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('tab', { name: 'Sign up with mobile number' }));
    await user.type(screen.getByLabelText(/^Mobile number/), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Code sent (300)' })).toBeDisabled();
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await user.click(screen.getByLabelText(/21 years/));
    await user.click(screen.getByLabelText(/I have read and agree/));
    await user.type(screen.getByLabelText(/^Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The verification code is not right')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Verification code/));
    await user.type(screen.getByLabelText(/^Verification code/), '999999');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The code has expired, please ask for a new one')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Verification code/));
    await user.type(screen.getByLabelText(/^Verification code/), MOCK_SMS_CODE);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const success = await screen.findByRole('dialog', { name: 'Your account number' });
    expect(within(success).getByTestId('generated-account')).toHaveTextContent('m123456789');
    expect(identityMock.registerBodies.at(-1)).toMatchObject({ mobileNum: '912345678', countryDialingCode: '+84', verificationCode: MOCK_SMS_CODE });
  });

  it('an SMS failure for a registered number shows the warning with the server message', async () => {
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('tab', { name: 'Sign up with mobile number' }));
    await user.type(screen.getByLabelText(/^Mobile number/), '911111111');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText('This mobile number is already registered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('the page variant has a reset button that clears the form', async () => {
    const { user } = renderApp('/register');
    await user.type(await screen.findByLabelText(/^Username/), 'someone1');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText(/^Username/)).toHaveValue('');
  });

  it('the mobile tab is hidden when mobile registration is off', async () => {
    server.use(contractHandler(api.registerSettings, () => buildRegisterSettings({ mobileRegistration: false })));
    renderApp('/register');
    await screen.findByLabelText(/^Username/);
    expect(screen.queryByRole('tab', { name: 'Sign up with mobile number' })).toBeNull();
  });
});

describe('forgot password', () => {
  async function openForgot(user: User) {
    const dialog = await openLogin(user);
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    return screen.findByRole('dialog', { name: 'Forgot password' });
  }

  it('by e-mail: validates, sends, confirms', async () => {
    const { user } = renderApp('/');
    const dialog = await openForgot(user);
    await user.type(within(dialog).getByLabelText(/^Username/), 'demo');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText(/E-mail: please enter a valid e-mail address/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^E-mail/));
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'demo@lotusplay.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('a reset link is on its way');
    expect(identityMock.forgotEmails).toEqual([{ username: 'demo', email: 'demo@lotusplay.test' }]);
  });

  it('by phone: code, verification, new password, then logged in with it', async () => {
    loginAnswer();
    const { user, store } = renderApp('/');
    const dialog = await openForgot(user);
    await user.click(within(dialog).getByRole('tab', { name: 'By mobile number' }));
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '912345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    // the countdown runs until expirationTime (90 s ahead)
    expect(await within(dialog).findByRole('button', { name: /Code sent \((89|90)\)/ })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Verification code/), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('The verification code is not right')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Verification code/));
    await user.type(within(dialog).getByLabelText(/^Verification code/), MOCK_SMS_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(await within(dialog).findByLabelText(/^New password/), 'Fresh1234');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Fresh1234');
    await user.click(within(dialog).getByRole('button', { name: 'Reset and log in' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    // the login after the reset is a password login: it carries a solved bot check too
    expect(mockState.loginBodies.at(-1)).toMatchObject({
      username: 'phoneuser',
      password: 'Fresh1234',
      type: 'username',
      botCheck: { challengeId: expect.any(String), nonce: expect.any(String) },
    });
  });

  it('the e-mailed link opens the reset dialog and leads back to the login popup', async () => {
    const { user, router } = renderApp('/?resetToken=good-token');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new password' });
    expect(router.state.location.search).toBe('');
    await user.type(within(dialog).getByLabelText(/^New password/), 'Fresh1234');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Fresh1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
    expect(identityMock.resetBodies).toEqual([{ token: 'good-token', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' }]);
  });
});

describe('guards and address actions', () => {
  it('loginedToHomePage sends a visitor to /login with the popup, but lets /register through', async () => {
    givenBrand({ loginedToHomePage: true });
    const first = renderApp('/promotions');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
    first.unmount();
    const second = renderApp('/register');
    await screen.findByRole('heading', { name: 'Create account', level: 1 });
    expect(second.router.state.location.pathname).toBe('/register');
  });

  it('a session token in the address logs nobody in, and leaves the address', async () => {
    mockState.tokens.add('token-demo-from-another-site');
    const { store, router } = renderApp('/?token=token-demo-from-another-site&vendor=XGS');
    await waitFor(() => expect(router.state.location.search).toBe('?vendor=XGS'));
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(store.getState().session.token).toBeNull();
    expect(identityMock.loginLinkCodes).toEqual([]);
  });

  it('a login link exchanges its code for a session once, and loads the login info', async () => {
    const { store, router } = renderApp(`/?loginCode=${MOCK_LOGIN_CODE}`);
    await waitFor(() => expect(store.getState().session.token).toBe('token-linked'));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(selectMemberInfo(store.getState())?.account).toBe('demo'));
    expect(identityMock.loginLinkCodes).toEqual([MOCK_LOGIN_CODE]);
  });

  it('a dead login link says so over the login popup', async () => {
    const { store } = renderApp(`/?loginCode=${'Z'.repeat(43)}`);
    expect(await screen.findByText('This login link is no longer valid. Please log in.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
  });

  it('takes the code index.html moved out of the address before the app loaded', async () => {
    sessionStorage.setItem(ADDRESS_SECRETS_KEY, JSON.stringify({ loginCode: MOCK_LOGIN_CODE }));
    const { store } = renderApp('/');
    await waitFor(() => expect(store.getState().session.token).toBe('token-linked'));
    expect(sessionStorage.getItem(ADDRESS_SECRETS_KEY)).toBeNull();
  });
});

describe('small pieces', () => {
  it("flags are the site's own images, by country code", () => {
    expect(flagUrl('vn')).toBe('/flags/VN.svg');
    expect(flagUrl('x')).toBeNull();
    expect(flagUrl('../../etc')).toBeNull();
  });

  it('maps every phone-auth error of the specification to a translated message', () => {
    for (const [code, key] of Object.entries(phoneAuthErrorKeys)) {
      expect(phoneAuthErrorKey({ code })).toBe(key);
      expect(i18next.t(key)).not.toBe(key);
    }
    expect(Object.keys(phoneAuthErrorKeys)).toHaveLength(10);
    expect(phoneAuthErrorKey(new Error('boom'))).toBe('phoneAuth.unknown');
    expect(i18next.t('phoneAuth.tooManyRequests')).toMatch(/5 minutes/);
  });

  it('without a Firebase config the site has no Firebase at all', () => {
    expect(firebaseConfig('')).toBeNull();
    expect(firebaseConfig('{broken')).toBeNull();
    expect(firebaseConfig('{"apiKey":"k","authDomain":"d","projectId":"p","appId":"a"}')).toMatchObject({ projectId: 'p' });
  });
});
