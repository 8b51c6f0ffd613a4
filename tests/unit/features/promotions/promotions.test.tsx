import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkApplicationImages } from '@/features/promotions/application-images';
import { PromoDetailPage, PromotionsPage } from '@/features/promotions/promotions-page';
import { Component as RewardCentrePage } from '@/features/promotions/reward-centre-page';
import { api } from '@/shared/contract/api';
import { API_ORIGIN } from '../../../mocks/contract-handler';
import { buildActivityDetail, buildReward, promotionsHandlersOf } from '../../../mocks/handlers/promotions';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../render';
import { loadCentreTexts } from '@/features/centres/centre-texts';

const loggedIn = { preloadedState: { session: { token: 'token-demo' } } };
const fresh = (...args: Parameters<typeof promotionsHandlersOf>) => {
  const mock = promotionsHandlersOf(...args);
  server.use(...mock.handlers);
  return mock.state;
};
const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

afterEach(() => {
  server.events.removeAllListeners();
});

// the member centre's pages draw once its texts are here (app/centre-pages.ts loads them with the page)
beforeAll(() => loadCentreTexts());

describe('/promotions', () => {
  it('shows the tabs that have promotions, cards with their period and state, and filters by tab', async () => {
    fresh();
    const { user } = renderWithProviders(<PromotionsPage />, { ...loggedIn, path: '/promotions' });
    const tablist = await screen.findByRole('tablist', { name: 'Promotion categories' });
    // All, then the tabs with promotions in the spec's order; empty tabs are not shown
    expect(within(tablist).getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Others', 'Ranking', 'Newbie']);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    const gift = screen.getByRole('heading', { name: 'Registration Gift 1,000₫' }).closest('li')!;
    expect(gift).toHaveTextContent('Claim');
    expect(gift).toHaveTextContent('From 2026-11-21, no end date');
    expect(screen.getByRole('heading', { name: 'Welcome Bonus 100%' }).closest('li')).toHaveTextContent('Join');
    // the ranking notice has no state to act on
    expect(screen.getByRole('heading', { name: 'Slots Tournament' }).closest('li')).not.toHaveTextContent(/Join|Claim|Closed/);
    await user.click(within(tablist).getByRole('tab', { name: 'Newbie' }));
    expect(screen.getAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent)).toEqual(['Registration Gift 1,000₫', 'Welcome Bonus 100%']);
  });

  it('shows loading, then an error with a retry', async () => {
    let fail = true;
    fresh();
    server.use(
      http.get(`${API_ORIGIN}${api.activityList.path}`, async () => {
        await delay(30);
        if (fail) return HttpResponse.json({ success: false, value: null, message: 'x', code: 'INTERNAL' }, { status: 500 });
        return undefined;
      }),
    );
    const { container, user } = renderWithProviders(<PromotionsPage />, { path: '/promotions' });
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(await screen.findByText('The promotions could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('heading', { name: 'Welcome Bonus 100%' })).toBeInTheDocument();
  });

  it('says so when there is no promotion at all', async () => {
    fresh([], []);
    renderWithProviders(<PromotionsPage />, { path: '/promotions' });
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });
});

describe('a promotion (?id= and /promoDetail)', () => {
  it('opens with ?id=: sanitised content, rules, and Join turns into Joined', async () => {
    const state = fresh();
    const { user, container } = renderWithProviders(<PromotionsPage />, { ...loggedIn, path: '/promotions?id=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Bonus 100%' })).toBeInTheDocument();
    expect(screen.getByText('10 times')).toBeInTheDocument();
    expect(screen.getByText('5,000,000', { exact: false })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Joined')).toBeInTheDocument();
    expect(state.promotions.find((p) => p.id === 1)?.state).toBe('joined');
  });

  it('asks a visitor to log in at the action', async () => {
    fresh();
    const { user, store } = renderWithProviders(<PromoDetailPage />, { path: '/promoDetail?id=1' });
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(screen.getByText('Log in to take part.')).toBeInTheDocument();
    expect(store.getState().modals.stack.at(-1)).toEqual({ name: 'login', options: { tab: 'login' } });
  });

  it('claims from the detail: the reward is paid once and the state becomes Claimed', async () => {
    const state = fresh();
    const { user } = renderWithProviders(<PromoDetailPage />, { ...loggedIn, path: '/promoDetail?id=2' });
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Claimed')).toBeInTheDocument();
    expect(state.claims).toBe(1);
  });

  it('says the promotion does not exist', async () => {
    fresh();
    renderWithProviders(<PromoDetailPage />, { path: '/promoDetail?id=999' });
    expect(await screen.findByText('This promotion does not exist.')).toBeInTheDocument();
  });

  it('shows the reason of a rejected application', async () => {
    fresh([buildActivityDetail({ id: 12, joinMode: 'application', state: 'rejected', rejectReason: 'Wrong screenshot' })]);
    renderWithProviders(<PromoDetailPage />, { ...loggedIn, path: '/promoDetail?id=12' });
    expect(await screen.findByText('Your application was rejected: Wrong screenshot')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });
});

describe('who may join, and joining by code', () => {
  it('joins with a code on /promoDetail: an empty or wrong one is said under the field, the right one joins', async () => {
    const state = fresh([buildActivityDetail({ id: 21, title: 'Spring code', joinMode: 'code', state: 'join' })]);
    const { user } = renderWithProviders(<PromoDetailPage />, { ...loggedIn, path: '/promoDetail?id=21' });
    const form = await screen.findByRole('form', { name: 'Join with a code' });
    // no Join button of its own: the code is the way in
    expect(screen.getAllByRole('button', { name: 'Join' })).toEqual([within(form).getByRole('button', { name: 'Join' })]);
    await user.click(within(form).getByRole('button', { name: 'Join' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter the code you received.');
    const field = within(form).getByRole('textbox', { name: 'Promotion code' });
    await user.type(field, 'AUTUMN');
    await user.click(within(form).getByRole('button', { name: 'Join' }));
    expect(await within(form).findByText('This code is not right for this promotion.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, 'lotus2030');
    await user.click(within(form).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Joined')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Join with a code' })).toBeNull();
    expect(state.promotions[0]?.state).toBe('joined');
  });

  it('says the wait when the tries are used up', async () => {
    fresh([buildActivityDetail({ id: 22, joinMode: 'code', state: 'join' })]);
    server.use(http.post(`${API_ORIGIN}${api.joinActivityByCode.path}`, () => HttpResponse.json({ success: false, code: 'RATE_LIMITED', message: 'Too many requests.', value: null }, { status: 429 })));
    const { user } = renderWithProviders(<PromoDetailPage />, { ...loggedIn, path: '/promoDetail?id=22' });
    const form = await screen.findByRole('form', { name: 'Join with a code' });
    await user.type(within(form).getByRole('textbox', { name: 'Promotion code' }), 'GUESS');
    await user.click(within(form).getByRole('button', { name: 'Join' }));
    expect(await within(form).findByText('Too many tries. Please wait a few minutes and try again.')).toBeInTheDocument();
  });

  it('tells a member who may not join why: VIP levels, deposits, new players', async () => {
    fresh([
      buildActivityDetail({ id: 23, joinMode: 'button', state: 'closed', ineligible: { reason: 'vipLevel', min: 3, max: 5 } }),
      buildActivityDetail({ id: 24, joinMode: 'button', state: 'closed', ineligible: { reason: 'deposits', min: null, max: 0 } }),
      buildActivityDetail({ id: 25, joinMode: 'button', state: 'closed', ineligible: { reason: 'newPlayers', min: null, max: 7 } }),
    ]);
    const first = renderWithProviders(<PromoDetailPage />, { ...loggedIn, path: '/promoDetail?id=23' });
    expect(await screen.findByText('This promotion is for VIP 3 to VIP 5.')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    first.unmount();
    const second = renderWithProviders(<PromoDetailPage />, { ...loggedIn, path: '/promoDetail?id=24' });
    expect(await screen.findByText('This promotion is for members with at most 0 deposits.')).toBeInTheDocument();
    second.unmount();
    renderWithProviders(<PromoDetailPage />, { ...loggedIn, path: '/promoDetail?id=25' });
    expect(await screen.findByText('This promotion is for members who joined in the last 7 days.')).toBeInTheDocument();
  });
});

describe('the application form', () => {
  it('limits pictures to 3 png or jpg of at most 5 MB', () => {
    expect(checkApplicationImages([file('a.png', 'image/png', 10)])).toBeNull();
    expect(checkApplicationImages([file('a.png', 'image/png', 10), file('b.jpg', 'image/jpeg', 10), file('c.png', 'image/png', 10), file('d.png', 'image/png', 10)])).toEqual({ key: 'validation.tooManyImages', params: { max: 3 } });
    expect(checkApplicationImages([file('a.gif', 'image/gif', 10)])).toEqual({ key: 'validation.imageType' });
    expect(checkApplicationImages([file('a.png', 'image/png', 5 * 1024 * 1024 + 1)])).toEqual({ key: 'validation.imageTooLarge', params: { max: 5 } });
    expect(checkApplicationImages([file('a.png', 'image/png', 5 * 1024 * 1024)])).toBeNull();
  });

  it('counts the note down from 140, refuses an empty or too long one and too many pictures, then applies', async () => {
    const state = fresh();
    const { user } = renderWithProviders(<PromoDetailPage />, { ...loggedIn, path: '/promoDetail?id=12' });
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const form = screen.getByRole('form', { name: 'Apply for this promotion' });
    expect(within(form).getByText('140 of 140 characters left')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(within(form).getByText('Please write a note')).toBeInTheDocument();
    const note = within(form).getByLabelText('Your note');
    await user.type(note, 'x'.repeat(141));
    expect(within(form).getByText('-1 of 140 characters left')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(within(form).getByText('The note may have at most 140 characters.')).toBeInTheDocument();
    expect(state.applications).toHaveLength(0);

    const picker = within(form).getByLabelText('Pictures');
    await user.upload(picker, [file('1.png', 'image/png', 10), file('2.png', 'image/png', 10), file('3.png', 'image/png', 10), file('4.png', 'image/png', 10)]);
    expect(within(form).getByText('Too many images (at most 3)')).toBeInTheDocument();
    await user.upload(picker, [file('1.png', 'image/png', 10)]);
    expect(within(form).getByText('Up to 3 png or jpg images, 5 MB each at most')).toBeInTheDocument();

    await user.clear(note);
    await user.type(note, 'Followed on Zalo');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.queryByRole('alert')?.textContent ?? screen.queryByText('Applying')?.textContent).toBe('Applying'));
    expect(state.uploads).toEqual([{ purpose: 'promotionApplication', files: 1 }]);
    expect(state.applications).toEqual([{ id: 12, comment: 'Followed on Zalo', imageIds: ['AAAAAAAAAAAAAAAAAAAAA0'] }]);
  });

  it("shows the server's refusal in the member's words", async () => {
    fresh([buildActivityDetail({ id: 12, joinMode: 'application', state: 'join' })]);
    server.use(
      http.post(`${API_ORIGIN}${api.applyActivity.path}`, () =>
        HttpResponse.json({ success: false, code: 'CONFLICT', message: 'x', value: { reason: 'promotions.errors.alreadyApplying' } }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<PromoDetailPage />, { ...loggedIn, path: '/promoDetail?id=12' });
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await user.type(screen.getByLabelText('Your note'), 'hello');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your application is already being reviewed.');
  });
});

describe('reward centre', () => {
  it('lists the rewards waiting with their expiry, claims one, and moves it to the history', async () => {
    const state = fresh(undefined, [buildReward(), buildReward({ id: 9, title: 'Zalo Reward up to 131K', amount: 131_000, state: 'issued', issuedAt: '2026-11-27T10:00:00.000Z' })]);
    const { user } = renderWithProviders(<RewardCentrePage />, loggedIn);
    const waiting = await screen.findByRole('region', { name: 'Waiting to be claimed' });
    expect(within(waiting).getByText('Registration Gift 1,000₫')).toBeInTheDocument();
    expect(within(waiting).getByText(/Claim by 2026-12-05/)).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'History' });
    expect(within(history).getByText('Zalo Reward up to 131K')).toBeInTheDocument();
    expect(within(history).getByText('Issued')).toBeInTheDocument();
    await user.click(within(waiting).getByRole('button', { name: 'Claim' }));
    expect(await within(waiting).findByText('No reward to claim')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'History' })).getByText('Claimed')).toBeInTheDocument();
    expect(state.claims).toBe(1);
  });

  it('lists the VIP ladder’s rewards in the history: a rank-up reward and a birthday bonus, by the level’s name', async () => {
    fresh(undefined, [
      buildReward({ id: 7, promotionId: 0, source: 'rankUp', title: 'VIP 2', amount: 58_000, turnoverMultiple: 1, state: 'issued', expiresAt: null, issuedAt: '2026-11-28T08:00:00.000Z' }),
      // the same id as the rank-up's, from another table: both are listed
      buildReward({ id: 7, promotionId: 0, source: 'birthday', title: 'VIP 2', amount: 88_000, turnoverMultiple: 1, state: 'issued', expiresAt: null, issuedAt: '2026-11-27T08:00:00.000Z' }),
    ]);
    renderWithProviders(<RewardCentrePage />, loggedIn);
    const history = await screen.findByRole('table', { name: 'History' });
    // the table shows skeleton rows until its call answers
    expect(await within(history).findByText('Rank-up reward: VIP 2')).toBeInTheDocument();
    expect(within(history).getByText('Birthday bonus (VIP 2)')).toBeInTheDocument();
  });

  it('says why a claim was refused', async () => {
    fresh();
    server.use(
      http.post(`${API_ORIGIN}${api.claimReward.path}`, () =>
        HttpResponse.json({ success: false, code: 'CONFLICT', message: 'x', value: { reason: 'promotions.errors.bonusTurnoverOpen' } }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<RewardCentrePage />, loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Finish the turnover of your current bonus first.');
  });

  it('shows the empty state', async () => {
    fresh(undefined, []);
    renderWithProviders(<RewardCentrePage />, loggedIn);
    expect(await screen.findByText('No reward to claim')).toBeInTheDocument();
    expect(screen.getByText('No reward yet')).toBeInTheDocument();
  });
});
