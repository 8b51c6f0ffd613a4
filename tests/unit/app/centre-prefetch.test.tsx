import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as CentrePages from '@/app/centre-pages';
import type * as NetworkIdle from '@/shared/lib/network-idle';
import { api } from '@/shared/contract/api';
import { selectMemberInfo } from '@/shared/store/session-slice';
import { contractHandler } from '../../mocks/contract-handler';
import { buildMemberInfo } from '../../mocks/fixtures';
import { givenLoggedIn } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { renderApp } from '../render';

/** The member centre's Deposit page is fetched ahead for a logged-in member, once the first screen has loaded. */
const idle = vi.hoisted(() => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve, loads: [] as string[] };
});

vi.mock('@/shared/lib/network-idle', async (importOriginal) => ({
  ...(await importOriginal<typeof NetworkIdle>()),
  afterNetworkIdle: () => idle.promise,
}));

vi.mock('@/app/centre-pages', async (importOriginal) => {
  const original = await importOriginal<typeof CentrePages>();
  const counted = (page: string) => () => {
    idle.loads.push(page);
    return Promise.resolve({ Component: () => <h3>{page}</h3> });
  };
  return {
    ...original,
    memberCentrePages: { ...original.memberCentrePages, depositv2: counted('depositv2'), withdraw: counted('withdraw') },
  };
});

describe('the member centre fetched ahead', () => {
  it('loads nothing of the centre for a visitor, and its Deposit page for a member once the network is idle', async () => {
    const visitor = renderApp('/');
    idle.resolve();
    await new Promise((r) => setTimeout(r, 50));
    expect(idle.loads).toEqual([]);
    visitor.unmount();

    givenLoggedIn();
    server.use(contractHandler(api.memberInfo, () => buildMemberInfo({ isAgent: 0 })));
    const { store } = renderApp('/');
    await waitFor(() => expect(selectMemberInfo(store.getState())).not.toBeNull());
    await waitFor(() => expect(idle.loads).toEqual(['depositv2']));
  });
});
