import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { openEncryptedBody } from '../../../../server/src/lib/payload-cipher';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { buildMemberInfo } from '../../../mocks/fixtures';
import { resetIdentityMock } from '../../../mocks/handlers/identity';
import { server } from '../../../mocks/server';
import { mockState } from '../../../mocks/state';
import { renderApp } from '../../render';
import { givenBrand, openLogin, submitLogin } from '../identity/auth-helpers';

/** A member on a time-out until `until`, with money left: a plain login is refused, a withdraw-only one opens. */
function givenTimedOut(until: string, { money = true } = {}) {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    contractHandler(api.login, ({ input }) => {
      const body = openEncryptedBody(input, mockState.keys).body as Record<string, unknown>;
      bodies.push(body);
      if (body.withdrawOnly !== true || !money) {
        return new MockFailure(403, 'TIMED_OUT', 'On a time-out.', undefined, { until, permanent: false, awaitingReturn: false, ...(money ? { withdrawOnly: true } : {}) });
      }
      mockState.tokens.add('token-withdraw');
      return { token: 'token-withdraw', firstTimeLogin: false, passwordExpired: false, user: { ...buildMemberInfo(), withdrawOnly: true } };
    }),
  );
  return bodies;
}

beforeEach(() => {
  resetIdentityMock();
  givenBrand();
});

describe('the login of a member on a time-out or self-exclusion', () => {
  it('says the end date in words, without a withdrawal when there is no money', async () => {
    givenTimedOut('2026-12-05T08:30:00.000Z', { money: false });
    const { user } = renderApp('/');
    const dialog = await openLogin(user);
    await submitLogin(user, dialog, 'demo', 'Demo1234');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Your account is on a time-out until 2026-12-0\d \d\d:\d\d\./);
    expect(within(dialog).queryByRole('button', { name: 'Withdraw my balance' })).toBeNull();
  });

  it('offers "Withdraw my balance", which opens a session showing the withdrawal alone', async () => {
    const bodies = givenTimedOut('2026-12-05T08:30:00.000Z');
    const { user, store } = renderApp('/');
    const dialog = await openLogin(user);
    await submitLogin(user, dialog, 'demo', 'Demo1234');
    await user.click(await within(dialog).findByRole('button', { name: 'Withdraw my balance' }));
    await waitFor(() => expect(store.getState().session.token).toBe('token-withdraw'));
    expect(bodies.map((b) => b.withdrawOnly)).toEqual([undefined, true]);
    expect(await screen.findByText(/this session can only withdraw your balance/)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().modals.stack.at(-1)).toMatchObject({ name: 'memberCentre', options: { page: 'withdraw' } }));
    // the centre offers the withdrawal alone, whatever page is asked for
    store.dispatch({ type: 'modals/modalOpened', payload: { name: 'memberCentre', options: { page: 'securityCenter' } } });
    const centre = await screen.findByRole('dialog', { name: /Member centre/ });
    expect(within(centre).queryByRole('button', { name: 'My account' })).toBeNull();
  });
});
