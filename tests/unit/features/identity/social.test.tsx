import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/contract/api';
import { changeLanguage } from '@/shared/i18n/i18n';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { buildSystemStatus } from '../../../mocks/fixtures';
import { buildRegisterSettings, identityMock, resetIdentityMock } from '../../../mocks/handlers/identity';
import { server } from '../../../mocks/server';
import { MOCK_TICKET, resetSocialMock, socialMock } from '../../../mocks/handlers/social';
import { renderApp } from '../../render';

/*
 * The identity service (Firebase) is an external system: its adapter is the
 * only module mocked here. Everything else (the popup, the link dialog, the
 * registration form, the API client and its encryption, the store) is the
 * real site against the MSW platform built on the contract.
 */
const firebase = vi.hoisted(() => {
  // the site reads its Firebase config once, at start: set it before anything is imported
  vi.stubEnv('VITE_FIREBASE_CONFIG', JSON.stringify({ apiKey: 'test-key', authDomain: 'lotus-test.firebaseapp.com', projectId: 'lotus-test', appId: '1:1:web:1' }));
  return { signInWithProvider: vi.fn<(config: unknown, provider: string) => Promise<string>>(), startPhoneVerification: vi.fn() };
});
vi.mock('@/features/identity/firebase/firebase-adapter', () => firebase);

const baseModules = ['DIRECTREG3', 'MOBILEREG', 'SMSLOGIN', 'CHNGPASSVERIF3', 'FORCECHANGEPASS', 'FREEPLAY', 'MEMBERCENTER', 'AGENTCENTER', 'CBS3'];

function givenBrand({ identityServiceSms = false } = {}) {
  const base = buildSystemStatus();
  const modules = [...baseModules, ...(identityServiceSms ? ['FIREBASESMS'] : [])];
  server.use(
    contractHandler(api.systemStatus, () =>
      buildSystemStatus({
        info: {
          ...base.info,
          modules: modules.map((modId) => ({ modId, name: modId, enabled: true, childrenNodes: [] })),
          settings: { ...base.info.settings, googleSignIn: true, facebookSignIn: true },
        },
      }),
    ),
  );
}

type User = ReturnType<typeof renderApp>['user'];

async function openLogin(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Welcome to Lotus Play' }, { timeout: 20_000 });
}

async function signInWithGoogle(user: User, idToken: string) {
  firebase.signInWithProvider.mockResolvedValueOnce(idToken);
  const dialog = await openLogin(user);
  await user.click(await within(dialog).findByRole('button', { name: 'Google' }, { timeout: 20_000 }));
  return dialog;
}

async function openLinkDialog(user: User) {
  await signInWithGoogle(user, 'social:new');
  return screen.findByRole('dialog', { name: 'Link your account' }, { timeout: 20_000 });
}

beforeEach(() => {
  firebase.signInWithProvider.mockReset();
  firebase.startPhoneVerification.mockReset();
  resetSocialMock();
  resetIdentityMock();
  givenBrand();
});

describe('social sign-in', () => {
  it('offers Google and Facebook when the brand enables them and the site has a Firebase config', async () => {
    const { user } = renderApp('/');
    const dialog = await openLogin(user);
    expect(await within(dialog).findByRole('button', { name: 'Google' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Facebook' })).toBeInTheDocument();
    // nothing of Firebase runs before a click
    expect(firebase.signInWithProvider).not.toHaveBeenCalled();
  });

  it('a linked identity logs straight in, through the normal login completion', async () => {
    const { user, store, router } = renderApp('/promotions');
    await signInWithGoogle(user, 'social:linked');
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    expect(firebase.signInWithProvider).toHaveBeenCalledWith(expect.objectContaining({ projectId: 'lotus-test' }), 'google');
    expect(socialMock.loginBodies).toEqual([{ idToken: 'social:linked' }]);
    // the same as a login: dialogs closed, back home, no password prompt for an identity-service login
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().modals.stack).toEqual([]);
  });

  it('links an unknown identity to an existing account with its password, after the permanence warning', async () => {
    const { user, store } = renderApp('/');
    const dialog = await openLinkDialog(user);
    expect(within(dialog).getByText('You signed in with Google as New Player.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Link to my existing account' })).toBeChecked();
    expect(within(dialog).getByRole('note')).toHaveTextContent('Once confirmed, this link cannot be changed or unlinked.');

    // nothing is sent before the fields are filled and the permanence is acknowledged
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Username not empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm that you understand the link is permanent.')).toBeInTheDocument();
    expect(socialMock.linkBodies).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Username/), 'demo');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Wrong1234');
    await user.click(within(dialog).getByLabelText('I understand that this link is permanent'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The username or password is incorrect.')).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();

    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'Demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    expect(socialMock.linkBodies.at(-1)).toEqual({ ticket: MOCK_TICKET, username: 'demo', password: 'Demo1234' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link your account' })).toBeNull());
  });

  it('creates a new account under the registration rules, prefilled with the identity’s e-mail', async () => {
    const { user, store } = renderApp('/');
    const dialog = await openLinkDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Create a new account' }));
    expect(within(dialog).getByText('Choose a username for your new account.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveValue('new.player@example.com');

    await user.type(within(dialog).getByLabelText(/^Username/), '1bad');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret123');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'Secret124');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Username: 6-16 characters, starting with a letter, letters and digits only')).toBeInTheDocument();
    expect(within(dialog).getByText('The two passwords are inconsistent')).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm you are 21 years old')).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm that you understand the link is permanent.')).toBeInTheDocument();
    expect(socialMock.registerBodies).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Username/));
    await user.type(within(dialog).getByLabelText(/^Username/), 'takenname');
    await user.clear(within(dialog).getByLabelText(/^Confirm password/));
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'Secret123');
    await user.click(within(dialog).getByLabelText(/21 years/));
    await user.click(within(dialog).getByLabelText(/I have read and agree/));
    await user.click(within(dialog).getByLabelText('I understand that this link is permanent'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('This username is already taken')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^Username/));
    await user.type(within(dialog).getByLabelText(/^Username/), 'socialnew1');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    expect(socialMock.registerBodies.at(-1)).toMatchObject({
      ticket: MOCK_TICKET,
      username: 'socialnew1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      email: 'new.player@example.com',
      registerMethod: 'WEB',
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(socialMock.registerBodies.at(-1)).not.toHaveProperty('captcha');
  });

  it('offers only linking while the brand’s registration is closed', async () => {
    server.use(contractHandler(api.registerSettings, () => buildRegisterSettings({ usernameRegistration: false })));
    const { user } = renderApp('/');
    const dialog = await openLinkDialog(user);
    expect(within(dialog).getByRole('radio', { name: 'Link to my existing account' })).toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: 'Create a new account' })).toBeNull();
  });

  it('explains a second link, an expired ticket, and asks for the captcha after repeated wrong passwords', async () => {
    const { user } = renderApp('/');
    const dialog = await openLinkDialog(user);
    await user.type(within(dialog).getByLabelText(/^Username/), 'linkedtwice');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Right1234');
    await user.click(within(dialog).getByLabelText('I understand that this link is permanent'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('This account is already linked to another identity from this provider. A link cannot be changed.')).toBeInTheDocument();

    server.use(
      contractHandler(api.socialLink, () => new MockFailure(400, 'CAPTCHA_REQUIRED', 'Please enter the code shown in the image.', [{ field: 'captcha', key: 'validation.notEmpty', params: { field: 'captcha' } }], { captchaRequired: true })),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('img', { name: 'Verification code image' })).toBeInTheDocument();
    expect(within(dialog).getByText('Verification code not empty')).toBeInTheDocument();

    server.use(contractHandler(api.socialLink, () => new MockFailure(400, 'BAD_REQUEST', 'This sign-in has expired.', undefined, { reason: 'ticketExpired' })));
    await user.type(within(dialog).getByLabelText(/^Verification code/), 'ABCDE');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('This sign-in has expired. Please close this window and sign in again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link your account' })).toBeNull());
    // back at the login popup
    expect(screen.getByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
  });

  it('shows every failure of the sign-in itself in words, in the player’s language', async () => {
    const { user } = renderApp('/');
    const dialog = await signInWithGoogle(user, 'social:off');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sign-in with Google or Facebook is not available right now. Please log in with your username.');

    firebase.signInWithProvider.mockResolvedValueOnce('social:bad');
    await user.click(within(dialog).getByRole('button', { name: 'Facebook' }));
    expect(await within(dialog).findByText('Your sign-in could not be verified. Please sign in again.')).toBeInTheDocument();
    expect(firebase.signInWithProvider).toHaveBeenLastCalledWith(expect.anything(), 'facebook');

    firebase.signInWithProvider.mockRejectedValueOnce(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }));
    await user.click(within(dialog).getByRole('button', { name: 'Google' }));
    expect(await within(dialog).findByText('Login failed: the window was closed. Please try again.')).toBeInTheDocument();
    expect(socialMock.loginBodies).toHaveLength(2);

    await act(async () => {
      await changeLanguage('TY');
    });
    firebase.signInWithProvider.mockResolvedValueOnce('social:off');
    await user.click(within(dialog).getByRole('button', { name: 'Google' }));
    expect(await within(dialog).findByText('Đăng nhập bằng Google hoặc Facebook hiện chưa dùng được. Bạn đăng nhập bằng tên đăng nhập nhé.')).toBeInTheDocument();
    await act(async () => {
      await changeLanguage('EN');
    });
  });

  it('a member on a time-out is told until when, and may sign in by the same identity for withdrawal only', async () => {
    const { user, store } = renderApp('/');
    const dialog = await signInWithGoogle(user, 'social:timedout');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Your account is on a time-out until .*2026/);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw my balance' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    // the identity service was asked once: the kept token is sent again, asking for withdrawal only
    expect(firebase.signInWithProvider).toHaveBeenCalledTimes(1);
    expect(socialMock.loginBodies).toEqual([{ idToken: 'social:timedout' }, { idToken: 'social:timedout', withdrawOnly: true }]);
  });

  it('the header offers the same sign-in in a drop-down, which keeps a failure in view and closes once signed in', async () => {
    const { user, store } = renderApp('/');
    const header = await screen.findByRole('banner');
    const trigger = await within(header).findByRole('button', { name: 'Sign in with' }, { timeout: 8000 });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(firebase.signInWithProvider).not.toHaveBeenCalled();

    await user.click(trigger);
    const menu = within(header).getByRole('menu', { name: 'Sign in with' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Google', 'Facebook']);

    firebase.signInWithProvider.mockResolvedValueOnce('social:bad');
    await user.click(within(menu).getByRole('menuitem', { name: 'Facebook' }));
    expect(await within(header).findByRole('alert')).toHaveTextContent('Your sign-in could not be verified. Please sign in again.');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    firebase.signInWithProvider.mockResolvedValueOnce('social:linked');
    await user.click(within(header).getByRole('menuitem', { name: 'Google' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    expect(socialMock.loginBodies).toEqual([{ idToken: 'social:bad' }, { idToken: 'social:linked' }]);
    await waitFor(() => expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Sign in with' })).toBeNull());
  });

  it('the header has no sign-in drop-down when the brand offers neither provider', async () => {
    const base = buildSystemStatus();
    server.use(contractHandler(api.systemStatus, () => base));
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Sign in with' })).toBeNull();
  });
});

describe('mobile registration through the identity service', () => {
  async function fillMobileForm(user: User, mobileNum: string) {
    await user.click(await screen.findByRole('tab', { name: 'Sign up with mobile number' }));
    await user.type(screen.getByLabelText(/^Mobile number/), mobileNum);
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await user.click(screen.getByLabelText(/21 years/));
    await user.click(screen.getByLabelText(/I have read and agree/));
  }

  it('sends the code through the identity service (60 s countdown) and registers with its ID token', async () => {
    givenBrand({ identityServiceSms: true });
    const confirm = vi.fn<(code: string) => Promise<string>>();
    firebase.startPhoneVerification.mockResolvedValue({ confirm });
    const { user, store } = renderApp('/register');
    await fillMobileForm(user, '0912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Code sent (60)' })).toBeDisabled();
    expect(firebase.startPhoneVerification).toHaveBeenCalledWith(expect.objectContaining({ projectId: 'lotus-test' }), '+84912345678', expect.any(HTMLElement));
    // the platform's own text message is not used
    expect(identityMock.smsRequests).toHaveLength(0);

    confirm.mockRejectedValueOnce(Object.assign(new Error('bad code'), { code: 'auth/invalid-verification-code' }));
    await user.type(screen.getByLabelText(/^Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The verification code is not right.')).toBeInTheDocument();
    expect(identityMock.registerBodies).toHaveLength(0);

    confirm.mockResolvedValueOnce('phone:+84912345678');
    await user.clear(screen.getByLabelText(/^Verification code/));
    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('dialog', { name: 'Your account number' })).toBeInTheDocument();
    expect(store.getState().session.token).toBe('token-new');
    expect(confirm).toHaveBeenLastCalledWith('123456');
    const sent = identityMock.registerBodies.at(-1);
    expect(sent).toMatchObject({ mobileNum: '0912345678', countryDialingCode: '+84', firebaseChannel: 'sms', firebaseIdToken: 'phone:+84912345678' });
    expect(sent).not.toHaveProperty('verificationCode');
  });

  it('asks for a code for the number typed, and shows the server’s number check', async () => {
    givenBrand({ identityServiceSms: true });
    const confirm = vi.fn<(code: string) => Promise<string>>().mockResolvedValue('phone:+84987654321');
    firebase.startPhoneVerification.mockResolvedValue({ confirm });
    const { user } = renderApp('/register');
    await fillMobileForm(user, '912345678');
    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please send a code to your mobile number first')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Code sent (60)' });
    // the identity service proved another number than the one registered: the server says so
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The verified number is not the mobile number you entered')).toBeInTheDocument();
    expect(identityMock.registerBodies.at(-1)).toMatchObject({ firebaseChannel: 'sms', firebaseIdToken: 'phone:+84987654321' });
  });

  it('a failed send through the identity service is a translated warning', async () => {
    givenBrand({ identityServiceSms: true });
    firebase.startPhoneVerification.mockRejectedValue(Object.assign(new Error('quota'), { code: 'auth/too-many-requests' }));
    const { user } = renderApp('/register');
    await fillMobileForm(user, '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText('Too many attempts. Please try again in 5 minutes.')).toBeInTheDocument();
  });

  it('without the brand’s switch the platform’s own text message is used', async () => {
    const { user } = renderApp('/register');
    await fillMobileForm(user, '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Code sent (300)' })).toBeDisabled();
    expect(firebase.startPhoneVerification).not.toHaveBeenCalled();
    expect(identityMock.smsRequests).toHaveLength(1);
  });
});
