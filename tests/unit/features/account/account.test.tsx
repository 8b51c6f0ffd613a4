import { act, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { memberCentreOpened } from '@/shared/store/centres';
import { selectMemberInfo } from '@/shared/store/session-slice';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { accountMock, buildAccountOverview, MOCK_BIND_CODE, resetAccountMock } from '../../../mocks/handlers/account';
import { givenLoggedIn } from '../../../mocks/scenarios';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

beforeEach(() => {
  resetAccountMock();
  givenLoggedIn();
  // the header follows what the account calls change
  server.use(contractHandler(api.memberInfo, () => accountMock.member));
});

async function openCentre(page?: Parameters<typeof memberCentreOpened>[0]) {
  const view = renderApp('/');
  await waitFor(() => expect(selectMemberInfo(view.store.getState())).not.toBeNull());
  act(() => {
    view.store.dispatch(memberCentreOpened(page));
  });
  const centre = await screen.findByRole('dialog', { name: 'Member centre' });
  return { ...view, centre };
}

describe('my account (security centre)', () => {
  it('shows a skeleton while loading, then the member, the previous login, the level and every item', async () => {
    server.use(
      contractHandler(api.accountOverview, async () => {
        await delay(150);
        return buildAccountOverview({ authenticatorOn: true, payeeName: 'Nguyen Van Demo', paymentPasswordSet: true, bankCardCount: 2, identities: [{ provider: 'google.com', email: 'demo@gmail.test', linkedAt: '2026-01-01T00:00:00.000Z' }] });
      }),
    );
    const { centre } = await openCentre();
    await waitFor(() => expect(centre.querySelector('[aria-busy="true"]')).not.toBeNull());
    const items = await within(centre).findByRole('list', { name: 'Security settings' });
    expect(within(centre).getByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(within(within(centre).getByRole('region', { name: 'Account summary' })).getByText('Demo Player')).toBeInTheDocument();
    expect(within(centre).getByRole('button', { name: 'VIP 5' })).toBeInTheDocument();
    expect(within(centre).getByText(/Previous login/)).toHaveTextContent('Local network · 127.0.0.1 · Chrome 120 · Windows');
    // password 20 + e-mail 15 + authenticator 25 + identity 5 + payee 15 = 80
    const meter = within(centre).getByRole('meter', { name: 'Security level' });
    expect(meter).toHaveAttribute('aria-valuenow', '80');
    expect(within(centre).getByText('High')).toBeInTheDocument();
    const rows = within(items).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('div > span:first-child')?.textContent)).toEqual([
      'My profile',
      'Login password',
      'Payee name',
      'Payment password',
      'Bank cards',
      'E-mail',
      'Mobile number',
      'Authenticator app',
      'Google account',
      'Facebook account',
      'Login history',
      'Responsible gaming',
    ]);
    const row = (name: string) => rows.find((r) => r.textContent?.includes(name))!;
    expect(row('Payee name')).toHaveTextContent('Locked');
    expect(row('Mobile number')).toHaveTextContent('Not bound');
    expect(row('Authenticator app')).toHaveTextContent('On');
    expect(row('Google account')).toHaveTextContent('Linked');
    expect(row('Facebook account')).toHaveTextContent('Not linked');
    expect(row('Payment password')).toHaveTextContent('Set');
    expect(within(row('Payment password')).getByRole('button', { name: 'Payment password: Manage' })).toBeInTheDocument();
    expect(row('Bank cards')).toHaveTextContent('2 cards');
  });

  it('opens the change-password dialog by name, and the other pages by name', async () => {
    const { centre, user, store } = await openCentre();
    await user.click(await within(centre).findByRole('button', { name: 'Login password: Change' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(store.getState().modals.stack.map((m) => m.name)).toContain('changePassword');
    await user.click(within(screen.getByRole('dialog', { name: 'Change password' })).getByRole('button', { name: 'Close' }));
    // a member without one is asked to set it up, and told why
    expect(within(centre).getByText('Needed to withdraw and to transfer money.')).toBeInTheDocument();
    expect(within(centre).getByRole('button', { name: 'Bank cards: Bind' })).toBeInTheDocument();
    await user.click(within(centre).getByRole('button', { name: 'Payment password: Set up' }));
    await waitFor(() => expect(store.getState().modals.stack.at(-1)).toEqual({ name: 'memberCentre', options: { page: 'paymentPassword' } }));
    // the money-out feature's page, opened by its name only
    expect((await within(centre).findAllByRole('heading', { name: 'Payment password' })).length).toBeGreaterThan(0);
    expect(within(centre).queryByTestId('coming-soon')).toBeNull();
  });

  it('says so when the overview cannot be loaded, and retries', async () => {
    let fail = true;
    server.use(contractHandler(api.accountOverview, () => (fail ? new MockFailure(500, 'INTERNAL', 'Down.') : buildAccountOverview())));
    const { centre, user } = await openCentre();
    const alert = await within(centre).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your account');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(centre).findByRole('list', { name: 'Security settings' })).toBeInTheDocument();
  });
});

describe('profile', () => {
  it('refuses an invalid nickname on the page and saves a valid one; the header follows', async () => {
    const { centre, user, store } = await openCentre('profile');
    const field = await within(centre).findByRole('textbox', { name: /^Nickname/ });
    await user.clear(field);
    await user.type(field, '<b>');
    await user.click(within(centre).getAllByRole('button', { name: 'Save' })[0]!);
    expect(await within(centre).findByText('This value is not valid')).toBeInTheDocument();
    expect(accountMock.profileBodies).toEqual([]);
    await user.clear(field);
    await user.type(field, 'Lotus Fan');
    await user.click(within(centre).getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(accountMock.profileBodies).toEqual([{ nickname: 'Lotus Fan' }]));
    await waitFor(() => expect(selectMemberInfo(store.getState())?.nickname).toBe('Lotus Fan'));
  });

  it('picks a preset avatar', async () => {
    const { centre, user, store } = await openCentre('profile');
    const group = await within(centre).findByRole('radiogroup', { name: 'Choose an avatar' });
    await user.click(within(group).getByRole('radio', { name: 'Avatar 3' }));
    await waitFor(() => expect(selectMemberInfo(store.getState())?.avatarUrl).toBe('/media/avatars/preset-3.svg'));
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Avatar 3' })).toHaveAttribute('aria-checked', 'true'));
  });

  it('sets the payee name once, then shows it locked', async () => {
    const { centre, user } = await openCentre('profile');
    const field = await within(centre).findByRole('textbox', { name: /^Payee name/ });
    await user.type(field, 'Nguyen Van Demo');
    await user.click(within(centre).getAllByRole('button', { name: 'Save' })[1]!);
    expect(await within(centre).findByText('Set and locked. Contact customer service to change it.')).toBeInTheDocument();
    expect(within(centre).getByText('Nguyen Van Demo')).toBeInTheDocument();
    expect(within(centre).queryByRole('textbox', { name: /^Payee name/ })).toBeNull();
  });

  it('binds an e-mail address: sends a code, refuses a wrong one, binds with the right one', async () => {
    const { centre, user } = await openCentre('profile');
    const section = (await within(centre).findByRole('heading', { name: 'E-mail' })).closest('section')!;
    await user.type(within(section).getByLabelText(/^New e-mail address/), 'new@lotusplay.test');
    await user.click(within(section).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(accountMock.codeRequests).toEqual([{ email: 'new@lotusplay.test' }]));
    await user.type(within(section).getByLabelText(/^Verification code/), '111111');
    await user.click(within(section).getByRole('button', { name: 'Change' }));
    expect(await within(section).findByText('The verification code is not right')).toBeInTheDocument();
    await user.clear(within(section).getByLabelText(/^Verification code/));
    await user.type(within(section).getByLabelText(/^Verification code/), MOCK_BIND_CODE);
    await user.click(within(section).getByRole('button', { name: 'Change' }));
    expect(await within(section).findByText('Currently: new@lotusplay.test')).toBeInTheDocument();
  });
});

describe('login history', () => {
  it('lists the logins a page at a time, failures marked', async () => {
    const { centre, user } = await openCentre('loginHistory');
    const table = await within(centre).findByRole('table', { name: 'Login history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(within(table).getAllByText('Failed').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Local network').length).toBe(10);
    expect(within(table).getAllByText('Safari 17 · iOS').length).toBe(5);
    await user.click(within(centre).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });

  it('says when there is none, and when it cannot be loaded', async () => {
    accountMock.logins = [];
    const { centre } = await openCentre('loginHistory');
    expect(await within(centre).findByText('No logins yet')).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    server.use(contractHandler(api.loginHistory, () => new MockFailure(500, 'INTERNAL', 'Down.')));
    const { centre } = await openCentre('loginHistory');
    const alert = await within(centre).findByRole('alert');
    expect(within(alert).getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});

describe('authenticator', () => {
  it('sets up with a QR code and the secret in groups, refuses a wrong code, and turns on with the right one', async () => {
    const { centre, user } = await openCentre('authenticator');
    await user.click(await within(centre).findByRole('button', { name: 'Set up the authenticator' }));
    expect(await within(centre).findByTestId('authenticator-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(centre.querySelector('svg title')?.textContent).toBe('QR code for your authenticator app');
    await user.type(within(centre).getByLabelText(/^6-digit code/), '000000');
    await user.click(within(centre).getByRole('button', { name: 'Confirm and switch on' }));
    expect(await within(centre).findByText('The code of the authenticator app is not right')).toBeInTheDocument();
    await user.clear(within(centre).getByLabelText(/^6-digit code/));
    await user.type(within(centre).getByLabelText(/^6-digit code/), '123456');
    await user.click(within(centre).getByRole('button', { name: 'Confirm and switch on' }));
    expect(await within(centre).findByText('The authenticator app is on')).toBeInTheDocument();
    expect(accountMock.overview.authenticatorOn).toBe(true);
  });
});
