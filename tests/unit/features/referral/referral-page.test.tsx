import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Component as ReferralPage } from '@/features/referral/referral-page';
import { api } from '@/shared/contract/api';
import { API_ORIGIN } from '../../../mocks/contract-handler';
import { buildReferralSummary, referralHandlersOf } from '../../../mocks/handlers/referral';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../render';
import { loadCentreTexts } from '@/features/centres/centre-texts';

const loggedIn = { preloadedState: { session: { token: 'token-demo' } } };

// the member centre's pages draw once its texts are here (app/centre-pages.ts loads them with the page)
beforeAll(() => loadCentreTexts());

describe('Invite friends', () => {
  it('shows the code, link and QR, copies the link, the totals, the REFERRAL promotion and the friends page by page', async () => {
    server.use(...referralHandlersOf());
    const { user } = renderWithProviders(<ReferralPage />, loggedIn);
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('LOTUS00000001');
    expect(screen.getByTestId('referral-link')).toHaveValue('https://lotus.example/register?referralCode=LOTUS00000001');
    expect(screen.getByTitle('QR code of your invitation link')).toBeInTheDocument();

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://lotus.example/register?referralCode=LOTUS00000001');
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied.');

    expect(screen.getByTestId('referral-friends')).toHaveTextContent('12');
    expect(screen.getByTestId('referral-earned')).toHaveTextContent('100,000');
    const promotion = screen.getByTestId('referral-promotion');
    expect(within(promotion).getByRole('heading', { name: 'Invite Friends, Earn 50K' })).toBeInTheDocument();
    expect(promotion).toHaveTextContent('You earn ₫50,000 for each friend whose deposit reaches ₫100,000.'.replace(/₫/g, ''));
    expect(promotion).toHaveTextContent('0.5%');
    expect(within(promotion).getByRole('link', { name: 'See the rules' })).toHaveAttribute('href', '/promotions?id=7');

    // 12 friends, 10 a page: the first page, newest first, then the second
    const table = await screen.findByRole('table', { name: 'Friends who joined' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const first = within(table).getByRole('row', { name: /fr\*\*\*01/ });
    expect(first).toHaveTextContent('Yes');
    expect(first).toHaveTextContent('50,000');
    expect(within(table).getByRole('row', { name: /fr\*\*\*02/ })).toHaveTextContent('Not yet');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Friends who joined' })).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByRole('row', { name: /fr\*\*\*12/ })).toBeInTheDocument();
  });

  it('says how to get friends when none joined, and when no referral promotion runs', async () => {
    server.use(...referralHandlersOf(buildReferralSummary({ friends: 0, deposited: 0, earned: 0, promotion: null, terms: null }), 0));
    renderWithProviders(<ReferralPage />, loggedIn);
    expect(await screen.findByText('No friends yet')).toBeInTheDocument();
    expect(screen.getByText(/No referral promotion is running now/)).toBeInTheDocument();
    expect(screen.queryByTestId('referral-promotion')).toBeNull();
  });

  it('shows loading, then an error with a retry', async () => {
    let fail = true;
    server.use(...referralHandlersOf());
    server.use(
      http.get(`${API_ORIGIN}${api.referralSummary.path}`, async () => {
        await delay(30);
        if (fail) return HttpResponse.json({ success: false, value: null, message: 'x', code: 'INTERNAL' }, { status: 500 });
        return undefined;
      }),
    );
    const { container, user } = renderWithProviders(<ReferralPage />, loggedIn);
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(await screen.findByText('Invite friends could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('LOTUS00000001');
  });
});
