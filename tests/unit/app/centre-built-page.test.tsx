import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as CentrePages from '@/app/centre-pages';
import type * as NetworkIdle from '@/shared/lib/network-idle';
import { api } from '@/shared/contract/api';
import { memberCentreOpened } from '@/shared/store/centres';
import { selectMemberInfo } from '@/shared/store/session-slice';
import { contractHandler } from '../../mocks/contract-handler';
import { buildMemberInfo } from '../../mocks/fixtures';
import { givenLoggedIn } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { renderApp } from '../render';

const loads = vi.hoisted(() => ({ count: 0, transferAttempts: 0 }));

// What a feature that builds a page adds to the registry: one line naming its module.
vi.mock('@/app/centre-pages', async (importOriginal) => {
  const original = await importOriginal<typeof CentrePages>();
  const { comingSoon } = await import('@/app/centre-registry');
  return {
    ...original,
    memberCentrePages: {
      ...original.memberCentrePages,
      // every page of the centre is built: one stands in for a page still to come
      messageV2: comingSoon,
      depositv2: () => {
        loads.count += 1;
        return Promise.resolve({ Component: () => <h3>Deposit by bank transfer</h3> });
      },
      // a page whose chunk fails to load the first time (a dropped connection)
      transferFund: () => {
        loads.transferAttempts += 1;
        return loads.transferAttempts === 1
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : Promise.resolve({ Component: () => <h3>Transfer between wallets</h3> });
      },
    },
  };
});

// the app fetches the Deposit page ahead once the first screen has loaded (centre-prefetch.test.tsx): not here,
// where the page must load on first use
vi.mock('@/shared/lib/network-idle', async (importOriginal) => ({
  ...(await importOriginal<typeof NetworkIdle>()),
  afterNetworkIdle: () => new Promise<void>(() => undefined),
}));

describe('a built centre page', () => {
  it('loads its module on first use and shows inside the centre, the other pages still coming soon', async () => {
    givenLoggedIn();
    server.use(contractHandler(api.memberInfo, () => buildMemberInfo({ isAgent: 0 })));
    const { store } = renderApp('/');
    await waitFor(() => expect(selectMemberInfo(store.getState())).not.toBeNull());
    expect(loads.count).toBe(0);
    act(() => {
      store.dispatch(memberCentreOpened('depositv2'));
    });
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(await within(centre).findByRole('heading', { name: 'Deposit by bank transfer' })).toBeInTheDocument();
    expect(within(centre).queryByTestId('coming-soon')).toBeNull();
    expect(within(centre).getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    await showPage(store, 'messageV2');
    expect(await within(centre).findByTestId('coming-soon')).toHaveTextContent('Platform messages');
    await showPage(store, 'depositv2');
    expect(await within(centre).findByRole('heading', { name: 'Deposit by bank transfer' })).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });

  it('a page whose chunk fails to load says so inside the centre, and loads on retry', async () => {
    // React reports the failed load on the console
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    givenLoggedIn();
    server.use(contractHandler(api.memberInfo, () => buildMemberInfo({ isAgent: 0 })));
    const { store, user } = renderApp('/');
    await waitFor(() => expect(selectMemberInfo(store.getState())).not.toBeNull());
    act(() => {
      store.dispatch(memberCentreOpened('transferFund'));
    });
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    const failure = await within(centre).findByRole('alert');
    expect(failure).toHaveTextContent('The page could not be loaded');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(centre).findByRole('heading', { name: 'Transfer between wallets' })).toBeInTheDocument();
    expect(loads.transferAttempts).toBe(2);
  });
});

async function showPage(store: ReturnType<typeof renderApp>['store'], page: 'messageV2' | 'depositv2') {
  await act(async () => {
    store.dispatch(memberCentreOpened(page));
    await Promise.resolve();
  });
}
