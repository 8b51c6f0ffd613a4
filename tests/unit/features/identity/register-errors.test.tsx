import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { brandToday } from '@/shared/contract/member-fields';
import { API_ORIGIN, contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { buildMemberInfo } from '../../../mocks/fixtures';
import { buildRegisterSettings, decrypt, identityMock, resetIdentityMock } from '../../../mocks/handlers/identity';
import { server } from '../../../mocks/server';
import { mockState } from '../../../mocks/state';
import { renderApp } from '../../render';
import { givenBrand, type User } from './auth-helpers';

beforeEach(() => {
  resetIdentityMock();
  givenBrand();
});

/** Captcha images numbered by request: image n has the key captcha-key-n. */
/** The n-th captcha image served, as the field shows it (its key, captcha-key-n, comes with it). */
const captchaImage = (n: number) => btoa(`<svg xmlns="http://www.w3.org/2000/svg"><text>${n}</text></svg>`);

function givenCaptchas() {
  const served = { count: 0 };
  server.use(
    http.get(`${API_ORIGIN}${api.captcha.path}`, () => {
      served.count += 1;
      return HttpResponse.json({ success: true, value: captchaImage(served.count), message: 'OK' }, { headers: { 'X-Captcha-Key': `captcha-key-${served.count}` } });
    }),
  );
  return served;
}

/** Until the n-th image is on screen: what a person reads the code from, and the key a submit sends with it. */
const captchaShown = (n: number) =>
  waitFor(() => expect(screen.getByRole('img', { name: 'Verification code image' })).toHaveAttribute('src', `data:image/svg+xml;base64,${captchaImage(n)}`));

/** The server's registration: LOTUS88 is the only invitation code; captcha-key-n wants the answer "n". */
function givenRegisterServer() {
  server.use(
    contractHandler(api.register, ({ input }) => {
      const body = decrypt(input);
      if (body instanceof MockFailure) return body;
      identityMock.registerBodies.push(body);
      if (body.captchaKey !== undefined && body.captcha !== String(body.captchaKey).replace('captcha-key-', '')) {
        return new MockFailure(400, 'CAPTCHA_INVALID', 'The code does not match the image.', [{ field: 'captcha', key: 'validation.captcha' }]);
      }
      if (body.username === 'takenname') {
        return new MockFailure(409, 'CONFLICT', 'This username is already taken.', [{ field: 'username', key: 'validation.usernameTaken' }]);
      }
      if (body.referralCode !== undefined && body.referralCode !== 'demo') {
        return new MockFailure(400, 'VALIDATION', 'Please correct the highlighted fields.', [{ field: 'referralCode', key: 'validation.referralCode' }]);
      }
      if (body.affiliateCode !== undefined && String(body.affiliateCode).toUpperCase() !== 'LOTUS88') {
        return new MockFailure(400, 'VALIDATION', 'Please correct the highlighted fields.', [{ field: 'affiliateCode', key: 'validation.affiliateCode' }]);
      }
      mockState.tokens.add('token-new');
      return { account: String(body.username), token: 'token-new', user: buildMemberInfo({ account: String(body.username) }) };
    }),
  );
}

async function fillBasics(user: User, username: string) {
  await user.type(await screen.findByLabelText(/^Username/), username);
  await user.type(screen.getByLabelText(/^Password/), 'Secret123');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
  await user.click(screen.getByLabelText(/21 years/));
  await user.click(screen.getByLabelText(/I have read and agree/));
}


/** Presses "Create account" once the button takes a press again (after a refused submit it waits for the answer to settle). */
async function createAccount(user: ReturnType<typeof renderApp>['user']) {
  const button = screen.getByRole('button', { name: 'Create account' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}
describe('registration refusals', () => {
  it('an address code refused by the server (field hidden by the brand) warns and reveals the field', async () => {
    const base = buildRegisterSettings();
    server.use(
      contractHandler(api.registerSettings, () =>
        buildRegisterSettings({ fields: { ...base.fields, affiliateCode: { ...base.fields.affiliateCode, enabled: false } } }),
      ),
    );
    givenRegisterServer();
    const { user, store } = renderApp('/register?affiliateCode=BAD777');
    await fillBasics(user, 'newplayer2');
    expect(screen.queryByLabelText(/^Invitation code/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText(/Invitation code error/)).toBeInTheDocument();
    expect(identityMock.registerBodies[0]).toMatchObject({ affiliateCode: 'BAD777' });
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    const field = screen.getByLabelText(/^Invitation code/);
    expect(field).toHaveValue('BAD777');
    expect(screen.getByText('Invitation code error', { selector: '[id$="-error"]' })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'lotus88');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    expect(identityMock.registerBodies.at(-1)).toMatchObject({ affiliateCode: 'lotus88', username: 'newplayer2' });
  });

  it('with the registration captcha on, every failed submit shows a new image and clears the typed code', async () => {
    server.use(contractHandler(api.registerSettings, () => buildRegisterSettings({ captchaEnabled: true })));
    const captchas = givenCaptchas();
    givenRegisterServer();
    const { user, store } = renderApp('/register');
    await fillBasics(user, 'takenname');
    await waitFor(() => expect(captchas.count).toBe(1));
    await captchaShown(1);
    const captcha = screen.getByLabelText(/^Verification code/);
    await user.type(captcha, '1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // the captcha was right, the username taken: the server used the captcha up all the same
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    await waitFor(() => expect(captchas.count).toBe(2));
    await captchaShown(2);
    expect(captcha).toHaveValue('');
    expect(identityMock.registerBodies[0]).toMatchObject({ captcha: '1', captchaKey: 'captcha-key-1' });

    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'freshname1');
    await user.type(captcha, '9');
    await createAccount(user);
    expect(await screen.findByText('The verification code is wrong, please try the new image')).toBeInTheDocument();
    await waitFor(() => expect(captchas.count).toBe(3));
    await captchaShown(3);
    expect(captcha).toHaveValue('');
    // nothing else typed is lost
    expect(screen.getByLabelText(/^Username/)).toHaveValue('freshname1');

    await user.type(captcha, '3');
    await createAccount(user);
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    expect(identityMock.registerBodies.at(-1)).toMatchObject({ username: 'freshname1', captcha: '3', captchaKey: 'captcha-key-3' });
  });

  it('an unknown referral code from the address is explained under a field that shows for it', async () => {
    givenRegisterServer();
    const { user, store } = renderApp('/register?referralCode=NOBODY');
    await fillBasics(user, 'newplayer3');
    expect(screen.queryByLabelText(/^Referral code/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Referral code error')).toBeInTheDocument();
    const field = screen.getByLabelText(/^Referral code/);
    expect(field).toHaveValue('NOBODY');
    await user.clear(field);
    await user.type(field, 'demo');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    expect(identityMock.registerBodies.at(-1)).toMatchObject({ referralCode: 'demo' });
  });

  it('a brand that asks for the birthday shows the field and refuses a player under 21 before sending', async () => {
    const base = buildRegisterSettings();
    server.use(
      contractHandler(api.registerSettings, () =>
        buildRegisterSettings({ fields: { ...base.fields, birthday: { ...base.fields.birthday, enabled: true, required: true } } }),
      ),
    );
    givenRegisterServer();
    const { user, store } = renderApp('/register');
    await fillBasics(user, 'newplayer4');
    const field = screen.getByLabelText(/^Date of birth/);
    expect(field).toHaveAttribute('type', 'date');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/Date of birth/, { selector: '[id$="-error"]' })).toBeInTheDocument();
    const [y, m, d] = brandToday().split('-');
    await user.type(field, `${Number(y) - 20}-${m}-${d}`);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please confirm you are 21 years old', { selector: '[id$="-error"]' })).toBeInTheDocument();
    expect(identityMock.registerBodies).toHaveLength(0);
    await user.clear(field);
    await user.type(field, `${Number(y) - 21}-${m}-${d}`);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    expect(identityMock.registerBodies.at(-1)).toMatchObject({ username: 'newplayer4', birthday: `${Number(y) - 21}-${m}-${d}` });
  });
});
