import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureText } from '@/shared/form/failure';
import type { ApiErrorData } from '@/shared/api/api-error';
import { api } from '@/shared/contract/api';
import { i18next } from '@/shared/i18n/i18n';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { resetIdentityMock } from '../../../mocks/handlers/identity';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';
import { givenBrand, openLogin, submitLogin } from './auth-helpers';

const TY = { button: 'Đăng nhập', dialog: 'Chào mừng bạn đến với Lotus Play!' };

function givenLocked(minutes: number) {
  server.use(
    contractHandler(api.login, () =>
      new MockFailure(403, 'ACCOUNT_LOCKED', 'This account is locked after too many wrong passwords. Try again in 30 minutes, or reset your password.', undefined, {
        lockedUntil: new Date(Date.now() + minutes * 60_000 - 5_000).toISOString(),
        canReset: true,
      }),
    ),
  );
}

async function inTy() {
  window.localStorage.setItem('locale', 'TY');
  await i18next.changeLanguage('TY');
}

async function loginInTy(password: string) {
  await inTy();
  const view = renderApp('/');
  const dialog = await openLogin(view.user, TY);
  await view.user.type(within(dialog).getByLabelText(/^Tên đăng nhập/, { selector: 'input' }), 'demo');
  await view.user.type(within(dialog).getByLabelText(/^Mật khẩu/, { selector: 'input' }), password);
  await view.user.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
  return dialog;
}

beforeEach(() => {
  resetIdentityMock();
  givenBrand();
});

afterEach(async () => {
  await i18next.changeLanguage('EN');
});

describe('login errors are said in the player’s language', () => {
  it('EN: a wrong password shows the translated words, not the server’s message', async () => {
    const { user } = renderApp('/');
    const dialog = await openLogin(user);
    await submitLogin(user, dialog, 'demo', 'Wrong1234');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The username or password is incorrect.');
    // the mock server says "Wrong username or password." in English: never shown as such
    expect(within(dialog).queryByText('Wrong username or password.')).toBeNull();
    // nothing typed is lost
    expect(within(dialog).getByLabelText(/^Username/)).toHaveValue('demo');
  });

  it('EN: a locked account says when it unlocks', async () => {
    givenLocked(30);
    const { user } = renderApp('/');
    const dialog = await openLogin(user);
    await submitLogin(user, dialog, 'demo', 'Wrong1234');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This account is locked after too many wrong passwords. Try again in 30 minutes, or reset your password.',
    );
  });

  it('TY: a wrong password is in Vietnamese', async () => {
    const dialog = await loginInTy('Wrong1234');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tên đăng nhập hoặc mật khẩu không đúng.');
  });

  it('TY: a locked account is in Vietnamese, with the minutes left', async () => {
    givenLocked(12);
    const dialog = await loginInTy('Wrong1234');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Tài khoản bị khóa do nhập sai mật khẩu quá nhiều lần. Hãy thử lại sau 12 phút hoặc đặt lại mật khẩu.',
    );
  });

  it('a blocked network and maintenance have their own words', async () => {
    server.use(
      contractHandler(api.login, () =>
        new MockFailure(403, 'FORBIDDEN', 'Access from your network or location is not allowed.', undefined, { reason: 'ipBlocked' }),
      ),
    );
    const { user } = renderApp('/');
    const dialog = await openLogin(user);
    await submitLogin(user, dialog, 'demo', 'Demo1234');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Access from your network or location is not allowed.');
    server.use(contractHandler(api.login, () => new MockFailure(503, 'MAINTENANCE', 'Down for maintenance.')));
    // the button takes a press again once the first answer has settled (a press on it while disabled is lost)
    const logIn = within(dialog).getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(logIn).toBeEnabled());
    await user.click(logIn);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('The site is under maintenance. Please come back a little later.'));
  });

  it('free play refused says so in the player’s words', async () => {
    server.use(
      contractHandler(api.freePlayLogin, () => new MockFailure(403, 'FORBIDDEN', 'Free play is not available right now.', undefined, { reason: 'freePlayOff' })),
    );
    await inTy();
    const { user } = renderApp('/');
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Chơi thử miễn phí' }));
    expect(await screen.findByText('Chơi thử hiện không khả dụng.')).toBeInTheDocument();
  });
});

describe('failureText', () => {
  const t = i18next.t.bind(i18next);
  const failure = (code: string, value: unknown = null, message = 'Server words'): ApiErrorData =>
    ({ kind: 'server', status: 400, code, message, fieldErrors: [], value }) as ApiErrorData;

  it('has words for every code and reason the identity calls give', () => {
    const expected: Array<[ApiErrorData, string]> = [
      [failure('CAPTCHA_REQUIRED'), 'Please enter the code shown in the image.'],
      [failure('CAPTCHA_INVALID'), 'The code does not match the image. Please try again with the new image.'],
      [failure('RATE_LIMITED'), 'Too many attempts. Please wait a moment and try again.'],
      [failure('ENCRYPTION_REQUIRED'), 'The secure connection could not be set up. Please reload the page and try again.'],
      [failure('ACCOUNT_LOCKED'), 'This account is locked. Please contact customer service.'],
      [failure('UNAUTHORIZED', { reason: 'verificationExpired' }), 'This verification has expired. Please log in again.'],
      [failure('BAD_REQUEST', { reason: 'resetLinkExpired' }), 'This reset link has expired or was already used. Please ask for a new one.'],
      [failure('FORBIDDEN', { reason: 'guestRefused' }), 'This needs a real account. Please register to continue.'],
      [failure('FORBIDDEN', { reason: 'registrationClosed' }), 'Registration of new accounts is not open right now.'],
      [failure('CONFLICT'), 'This is already in use.'],
    ];
    for (const [error, text] of expected) expect(failureText(t, error)).toBe(text);
  });

  it('falls back to the server’s message only for a code it does not know', () => {
    expect(failureText(t, failure('SOMETHING_NEW', null, 'A brand-new refusal.'))).toBe('A brand-new refusal.');
    expect(failureText(t, failure('INVALID_CREDENTIALS', null, 'Wrong!'))).toBe('The username or password is incorrect.');
  });
});
