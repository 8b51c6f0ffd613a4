import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Component as ResponsibleGamingPage } from '@/features/protection/responsible-gaming-page';
import { api } from '@/shared/contract/api';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { noBrandRules } from '@/shared/contract/protection';
import { failureText } from '@/shared/form/failure';
import { i18next } from '@/shared/i18n/i18n';
import { selectToasts } from '@/shared/store/toasts-slice';
import { buildProtection, resetProtectionMock } from '../../../mocks/handlers/protection';
import { server } from '../../../mocks/server';
import { mockState } from '../../../mocks/state';
import { renderWithProviders } from '../../render';
import { loadCentreTexts } from '@/features/centres/centre-texts';

function renderPage() {
  mockState.tokens.add('token-demo');
  return renderWithProviders(<ResponsibleGamingPage />, { preloadedState: { session: { token: 'token-demo' } } as never });
}

// the member centre's pages draw once its texts are here (app/centre-pages.ts loads them with the page)
beforeAll(() => loadCentreTexts());

describe('the responsible gaming page', () => {
  it('sets a deposit limit at once, then shows a raise waiting 24 hours with its time, and Confirm once it is due', async () => {
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Deposit limit' });
    await user.type(within(form).getByLabelText(/^New limit/), '1000000');
    await user.click(within(form).getByRole('button', { name: 'Set limit' }));
    const row = await screen.findByTestId('limit-deposit-day');
    expect(row).toHaveTextContent('1,000,000');

    await user.type(within(form).getByLabelText(/^New limit/), '3000000');
    await user.click(within(form).getByRole('button', { name: 'Set limit' }));
    expect(await within(row).findByRole('status')).toHaveTextContent(/Change to .*3,000,000 waiting: from \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(within(row).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('offers Confirm for a raise whose wait is over and applies it', async () => {
    resetProtectionMock(
      buildProtection({ limits: [{ kind: 'loss', period: 'week', value: 200_000, used: 0, pending: { value: 500_000, effectiveAt: '2026-11-20T08:00:00.000Z', confirmable: true } }] }),
    );
    const { user } = renderPage();
    const row = await screen.findByTestId('limit-loss-week');
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(row).queryByRole('status')).not.toBeInTheDocument());
    expect(row).toHaveTextContent('500,000');
  });

  it('says a refusal in words above the form', async () => {
    server.use(contractHandler(api.setLimit, () => new MockFailure(403, 'SELF_EXCLUDED', 'Excluded.', undefined, { until: '2027-05-24T08:00:00.000Z', permanent: false })));
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Wager limit' });
    await user.type(within(form).getByLabelText(/^New limit/), '5000');
    await user.click(within(form).getByRole('button', { name: 'Set limit' }));
    expect(await within(form).findByText(/self-excluded until 2027-05-24 \d\d:\d\d\. You can still withdraw/)).toBeInTheDocument();
  });

  it('shows the account history and sets the reality check', async () => {
    const { user } = renderPage();
    expect(await screen.findByText('Net deposits, 12 months')).toBeInTheDocument();
    expect(screen.getByText(/9,250,000/)).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Reality check' });
    await user.click(within(group).getByRole('button', { name: '30 min' }));
    await waitFor(() => expect(within(group).getByRole('button', { name: '30 min' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('asks before a time-out, saying what happens, then ends the session', async () => {
    const { user, store } = renderPage();
    await user.click(await screen.findByRole('button', { name: '7 days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a time-out of 7 days?' });
    expect(dialog).toHaveTextContent(/logged out everywhere now and cannot log in until/);
    expect(dialog).toHaveTextContent('It cannot be shortened or cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Start now' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
  });

  it('offers the session time limit as fixed choices, and says the server’s refusal of another in words', async () => {
    const { user, store } = renderPage();
    const group = await screen.findByRole('group', { name: 'Session time limit' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['30 min', '1 h', '2 h', '4 h', '8 h']);
    await user.click(within(group).getByRole('button', { name: '2 h' }));
    expect(await screen.findByTestId('limit-session-session')).toHaveTextContent('2 h');

    server.use(
      contractHandler(api.setLimit, () => new MockFailure(400, 'VALIDATION', 'Not a choice.', [{ field: 'value', key: 'validation.invalid' }], { reason: 'sessionChoice', choices: [30, 60, 120, 240, 480] })),
    );
    await user.click(within(group).getByRole('button', { name: '8 h' }));
    await waitFor(() =>
      expect(selectToasts(store.getState()).map((toast) => toast.text)).toContain('Please choose a session time limit from the list: 30 minutes, 1, 2, 4 or 8 hours.'),
    );
  });

  it('shows the brand’s rules where they are stricter than the member’s own, and keeps the reality check within the brand’s', async () => {
    resetProtectionMock(
      buildProtection({
        limits: [{ kind: 'deposit', period: 'day', value: 1_000_000, used: 0, pending: null }],
        realityCheckMinutes: null,
        brandRules: { ...noBrandRules, depositDay: 5_000_000, depositWeek: 2_000_000, maxStake: 100_000, realityCheckMinutes: 30 },
      }),
    );
    mockState.tokens.add('token-demo');
    renderPage();
    const deposit = (await screen.findByRole('heading', { name: 'Deposit limit' })).closest('section')!;
    // the member's own 1,000,000 a day is stricter than the brand's 5,000,000; the brand's week is not matched by any own limit
    expect(within(deposit).getAllByTestId('brand-rule').map((n) => n.textContent)).toEqual([expect.stringMatching(/deposit at most .*2,000,000 in 7 days\.$/)]);
    const wager = screen.getByRole('heading', { name: 'Wager limit' }).closest('section')!;
    expect(within(wager).getByTestId('brand-rule')).toHaveTextContent(/accepts at most .*100,000 on one bet/);

    const group = screen.getByRole('group', { name: 'Reality check' });
    expect(within(group).getByRole('button', { name: 'Off' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: '60 min' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: '30 min' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: '15 min' })).toBeEnabled();
    expect(screen.getByText(/reminds every player at least every 30 min/)).toBeInTheDocument();
  });

  it('words the brand’s refusals with their amount and window', () => {
    const t = i18next.getFixedT('EN');
    expect(failureText(t, { kind: 'server', status: 403, code: 'BRAND_LIMIT_DEPOSIT', message: '', value: { period: 'week', limit: 2_000_000, used: 1_900_000 } } as never)).toBe(
      "This deposit would go over the site's deposit limit for every player: 2,000,000 in 7 days.",
    );
    expect(failureText(t, { kind: 'server', status: 403, code: 'BRAND_MAX_STAKE', message: '', value: { limit: 100_000 } } as never)).toBe('This site accepts at most 100,000 on one bet.');
  });
});
