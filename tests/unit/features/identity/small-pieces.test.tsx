import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeButton } from '@/shared/form/sms-code-button';
import { api } from '@/shared/contract/api';
import { API_ORIGIN, contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { buildHomeNotice, buildSystemStatus } from '../../../mocks/fixtures';
import { buildRegisterSettings, resetIdentityMock } from '../../../mocks/handlers/identity';
import { givenLoggedIn } from '../../../mocks/scenarios';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';
import { givenBrand, openLogin, submitLogin } from './auth-helpers';

beforeEach(() => {
  resetIdentityMock();
  givenBrand();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the SMS code button', () => {
  it('counts down once a second and is enabled again at 0', async () => {
    vi.useFakeTimers();
    const onSend = vi.fn(async () => 2);
    render(<SmsCodeButton onSend={onSend} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    expect(screen.getByRole('button', { name: 'Code sent (2)' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Code sent (1)' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    // and can send again (past the one-a-second throttle)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    expect(onSend).toHaveBeenCalledTimes(2);
  });
});

describe('the login captcha', () => {
  it('refreshes on click at most once a second', async () => {
    const served = { count: 0 };
    server.use(
      contractHandler(api.login, () =>
        new MockFailure(401, 'INVALID_CREDENTIALS', 'Wrong.', undefined, { captchaRequired: true }),
      ),
      http.get(`${API_ORIGIN}${api.captcha.path}`, () => {
        served.count += 1;
        return HttpResponse.json(
          { success: true, value: btoa('<svg xmlns="http://www.w3.org/2000/svg"/>'), message: 'OK' },
          { headers: { 'X-Captcha-Key': `key-${served.count}` } },
        );
      }),
    );
    const { user } = renderApp('/');
    const dialog = await openLogin(user);
    await submitLogin(user, dialog, 'demo', 'Wrong1234');
    const refresh = await within(dialog).findByRole('button', { name: 'Show a new code' });
    await waitFor(() => expect(served.count).toBe(1));
    await user.click(refresh);
    await waitFor(() => expect(served.count).toBe(2));
    // a second click inside the same second does nothing
    await user.click(refresh);
    await user.click(refresh);
    await new Promise((r) => setTimeout(r, 300));
    expect(served.count).toBe(2);
    await new Promise((r) => setTimeout(r, 800));
    await user.click(refresh);
    await waitFor(() => expect(served.count).toBe(3));
  });
});

describe('the default dialing code', () => {
  it('falls back to the current country when the initial code is not listed', async () => {
    const base = buildSystemStatus();
    server.use(
      contractHandler(api.registerSettings, () => buildRegisterSettings({ initialDialingCode: '+1' })),
      contractHandler(api.systemStatus, () =>
        buildSystemStatus({
          location: { ...base.location, countryCode: 'TH', country: 'Thailand' },
          info: {
            ...base.info,
            modules: ['SMSLOGIN', 'DIRECTREG3'].map((modId) => ({ modId, name: modId, enabled: true, childrenNodes: [] })),
          },
        }),
      ),
    );
    const { user } = renderApp('/');
    const dialog = await openLogin(user);
    await user.click(within(dialog).getByRole('tab', { name: 'With mobile number' }));
    const combo = await within(dialog).findByRole('combobox', { name: 'Country code' }, { timeout: 3000 });
    await waitFor(() => expect(combo).toHaveTextContent('+66'));
  });
});

describe('the registration page', () => {
  const promotion = (id: number, category: string, title: string) => ({
    id,
    category,
    title,
    summary: `${title} summary`,
    imageUrl: `/media/promotions/${id}.svg`,
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: null,
  });

  it('shows the new-player promotions, advancing every 5000 ms; a click opens the promotion', async () => {
    server.use(
      contractHandler(api.homeNotice, () =>
        buildHomeNotice({
          promotion: [promotion(11, 'new_player', 'Welcome bonus'), promotion(12, 'daily', 'Daily cashback'), promotion(13, 'new_player', 'First deposit 100%')],
        }),
      ),
    );
    const { user, router } = renderApp('/register');
    const carousel = await screen.findByRole('region', { name: 'New-player promotions' });
    expect(await within(carousel).findByText('Welcome bonus')).toBeInTheDocument();
    // only the new_player category, one dot per promotion
    expect(within(carousel).getAllByRole('button', { name: /^Page \d of 2$/ })).toHaveLength(2);
    expect(within(carousel).queryByText('Daily cashback')).toBeNull();
    // hovering pauses it; leaving starts the 5000 ms again (here on the test's clock)
    fireEvent.mouseEnter(carousel);
    vi.useFakeTimers();
    fireEvent.mouseLeave(carousel);
    await act(async () => {
      vi.advanceTimersByTime(4999);
    });
    expect(within(carousel).getByText('Welcome bonus')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(within(carousel).getByText('First deposit 100%')).toBeInTheDocument();
    vi.useRealTimers();
    await user.click(within(carousel).getByText('First deposit 100%'));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/promotions?id=13'));
  });

  it('does not advance the promotions for a visitor who asked for less motion; the dots still move them', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    server.use(
      contractHandler(api.homeNotice, () =>
        buildHomeNotice({ promotion: [promotion(31, 'new_player', 'Welcome bonus'), promotion(32, 'new_player', 'First deposit 100%')] }),
      ),
    );
    // the test's clock from the start: the carousel's timer, if it set one, would be on it
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp('/register');
      const carousel = await screen.findByRole('region', { name: 'New-player promotions' });
      expect(await within(carousel).findByText('Welcome bonus')).toBeInTheDocument();
      await act(async () => {
        // one period and a half: a running carousel would show the second promotion
        vi.advanceTimersByTime(7_500);
      });
      expect(within(carousel).getByText('Welcome bonus')).toBeInTheDocument();
      vi.useRealTimers();
      fireEvent.click(within(carousel).getByRole('button', { name: 'Page 2 of 2' }));
      expect(within(carousel).getByText('First deposit 100%')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('has a single promotion standing still, and a way back home', async () => {
    server.use(contractHandler(api.homeNotice, () => buildHomeNotice({ promotion: [promotion(21, 'new_player', 'Only one')] })));
    const { user, router } = renderApp('/register');
    const carousel = await screen.findByRole('region', { name: 'New-player promotions' });
    expect(await within(carousel).findByText('Only one')).toBeInTheDocument();
    expect(within(carousel).queryByRole('button', { name: /^Page/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: /Back to home/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('logout', () => {
  it('asks first, then ends the session and goes to /', async () => {
    givenLoggedIn();
    const { user, store, router } = renderApp('/promotions');
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().session.token).toBe('token-demo');
    expect(router.state.location.pathname).toBe('/promotions');
    await user.click(within(banner).getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Sign out' })).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.token).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });
});
