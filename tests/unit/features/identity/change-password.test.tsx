import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { contractHandler } from '../../../mocks/contract-handler';
import { buildMemberInfo } from '../../../mocks/fixtures';
import { identityMock, resetIdentityMock } from '../../../mocks/handlers/identity';
import { givenLoggedIn } from '../../../mocks/scenarios';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';
import { givenBrand } from './auth-helpers';

beforeEach(() => {
  resetIdentityMock();
  givenBrand();
});

describe('voluntary password change from the account menu', () => {
  it('asks the old password, can be closed, and on success ends the session and opens the login popup', async () => {
    givenLoggedIn();
    const { user, store } = renderApp('/');
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change password' });
    // not forced: no forced notice, and closing keeps the session
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(within(dialog).getByText('demo')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull());
    expect(store.getState().session.token).toBe('token-demo');

    await user.click(within(banner).getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'Demo56789');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Demo56789');
    await user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    expect(await within(dialog).findByText('Current password not empty')).toBeInTheDocument();
    expect(identityMock.changeBodies).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Current password/), 'Player1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull();
    expect(store.getState().session.token).toBeNull();
    expect(identityMock.changeBodies).toEqual([{ oldPassword: 'Player1234', newPassword: 'Demo56789', confirmNewPassword: 'Demo56789' }]);
  });

  it('is not offered to a free-play guest', async () => {
    server.use(contractHandler(api.memberInfo, () => buildMemberInfo({ account: 'guest12345678', isAgent: 4 })));
    givenLoggedIn();
    const { user } = renderApp('/');
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Account menu' }));
    await screen.findByRole('menuitem', { name: /Log out|Sign out/ });
    expect(screen.queryByRole('menuitem', { name: 'Change password' })).toBeNull();
  });
});
