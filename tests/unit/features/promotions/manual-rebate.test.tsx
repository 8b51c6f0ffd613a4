import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Component as ManualRebatePage } from '@/features/promotions/manual-rebate-page';
import { api } from '@/shared/contract/api';
import { API_ORIGIN } from '../../../mocks/contract-handler';
import { buildRebateSummary, rebateHandlersOf } from '../../../mocks/handlers/promotions';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../render';
import { loadCentreTexts } from '@/features/centres/centre-texts';

const loggedIn = { preloadedState: { session: { token: 'token-demo' } } };
const fresh = (...args: Parameters<typeof rebateHandlersOf>) => {
  const mock = rebateHandlersOf(...args);
  server.use(...mock.handlers);
  return mock.state;
};

afterEach(() => {
  server.events.removeAllListeners();
});

// the member centre's pages draw once its texts are here (app/centre-pages.ts loads them with the page)
beforeAll(() => loadCentreTexts());

describe('Manual rebate', () => {
  it('shows the rebate owed per category at the rates, claims it once, and lists the payment', async () => {
    const state = fresh();
    const keys: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(api.claimRebate.path)) keys.push(request.headers.get('idempotency-key') ?? '');
    });
    const { user } = renderWithProviders(<ManualRebatePage />, loggedIn);
    // 1,200 (in-house 150,000 at 0.8 %) + 3,999.99 (slots 333,333 at 1.2 %)
    expect(await screen.findByTestId('rebate-total')).toHaveTextContent('5,199.99');
    const owed = screen.getByRole('table', { name: 'Rebate by game category' });
    const slots = within(owed).getByRole('row', { name: /Slots/ });
    expect(slots).toHaveTextContent('1.2%');
    expect(slots).toHaveTextContent('333,333');
    expect(slots).toHaveTextContent('3,999.99');
    expect(within(owed).getByRole('row', { name: /Lotus Originals/ })).toHaveTextContent('0.8%');
    // the daily payment of yesterday is in the history
    const history = screen.getByRole('table', { name: 'Rebate history' });
    expect(within(history).getByRole('row', { name: /Daily/ })).toHaveTextContent('2,000');

    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('status')).toHaveTextContent('5,199.99');
    expect(state.claims).toBe(1);
    expect(state.paid).toBe(5_199.99);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    await waitFor(() => expect(screen.getByTestId('rebate-total')).toHaveTextContent(/^\D*0\D*$/));
    // nothing left: the button cannot pay again
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(within(screen.getByRole('table', { name: 'Rebate history' })).getAllByRole('row', { name: /Claimed/ })).toHaveLength(2);
  });

  it('says so when the brand pays no rebate', async () => {
    fresh(buildRebateSummary({ categories: [], total: 0, history: [] }));
    renderWithProviders(<ManualRebatePage />, loggedIn);
    expect(await screen.findByRole('heading', { name: 'No rebate at the moment' })).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry', async () => {
    let fail = true;
    fresh();
    server.use(
      http.get(`${API_ORIGIN}${api.rebateSummary.path}`, async () => {
        await delay(30);
        if (fail) return HttpResponse.json({ success: false, value: null, message: 'x', code: 'INTERNAL' }, { status: 500 });
        return undefined;
      }),
    );
    const { container, user } = renderWithProviders(<ManualRebatePage />, loggedIn);
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(await screen.findByText('Your rebate could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByTestId('rebate-total')).toHaveTextContent('5,199.99');
  });
});
