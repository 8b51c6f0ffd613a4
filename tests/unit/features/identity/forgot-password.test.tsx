import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { identityMock, MOCK_SMS_CODE, resetIdentityMock } from '../../../mocks/handlers/identity';
import { mockState } from '../../../mocks/state';
import { renderApp } from '../../render';
import { givenBrand, givenDeviceVerifyAnswers, givenNewNetwork, openLogin } from './auth-helpers';

beforeEach(() => {
  resetIdentityMock();
  givenBrand();
});

describe('forgot password by phone from a new network', () => {
  it('the automatic login continues with the verification step instead of stranding the player', async () => {
    givenNewNetwork(['sms'], { mobile: '+84 ****5678' });
    const verifyBodies = givenDeviceVerifyAnswers({});
    const { user, store } = renderApp('/');
    const login = await openLogin(user);
    await user.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.click(within(dialog).getByRole('tab', { name: 'By mobile number' }));
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '912345678');
    await user.type(within(dialog).getByLabelText(/^Verification code/), MOCK_SMS_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(await within(dialog).findByLabelText(/^New password/), 'Fresh1234');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Fresh1234');
    await user.click(within(dialog).getByRole('button', { name: 'Reset and log in' }));
    expect(await within(dialog).findByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
    expect(identityMock.resetBodies).toHaveLength(1);
    expect(mockState.loginBodies.at(-1)).toMatchObject({ username: 'phoneuser', password: 'Fresh1234', type: 'username' });
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.type(within(dialog).getByLabelText(/^Verification code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and log in' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-new'));
    expect(verifyBodies).toEqual([{ ticket: 'ticket-1', method: 'sms', answer: '123456' }]);
    // the password was reset once: the verification did not spend the code again
    expect(identityMock.resetBodies).toHaveLength(1);
  });
});
