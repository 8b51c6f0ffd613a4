import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as NetworkIdle from '@/shared/lib/network-idle';
import { api } from '@/shared/contract/api';
import { namespaceFiles } from '@/shared/i18n/namespace-files';
import { memberCentreOpened } from '@/shared/store/centres';
import { selectMemberInfo } from '@/shared/store/session-slice';
import { contractHandler } from '../../mocks/contract-handler';
import { buildMemberInfo } from '../../mocks/fixtures';
import { givenLoggedIn } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { renderApp } from '../render';

const centreFiles = namespaceFiles.centre!.files;
const english = '../../../locales/centre/centre-EN.json';

// the app fetches the centre ahead once the first screen has loaded (centre-prefetch.test.tsx): not here, where
// its texts must come with the first opening
vi.mock('@/shared/lib/network-idle', async (importOriginal) => ({
  ...(await importOriginal<typeof NetworkIdle>()),
  afterNetworkIdle: () => new Promise<void>(() => undefined),
}));

// the namespace is loaded once per test file: the first screen's test comes first
describe('the member centre’s texts (the `centre` namespace)', () => {
  it('are not asked for by the first screen', async () => {
    const load = vi.spyOn(centreFiles, english);
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(load).not.toHaveBeenCalled();
  });

  it('a centre page waits for them under its spinner, never showing a key, then shows its words', async () => {
    const original = centreFiles[english]!;
    let arrive = () => undefined as void;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const load = vi.spyOn(centreFiles, english).mockImplementation(async () => {
      await arrived;
      return original();
    });
    givenLoggedIn();
    server.use(contractHandler(api.memberInfo, () => buildMemberInfo({ isAgent: 0 })));
    const { store } = renderApp('/');
    await waitFor(() => expect(selectMemberInfo(store.getState())).not.toBeNull());
    act(() => {
      store.dispatch(memberCentreOpened('withdraw'));
    });
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    // the centre's frame and menu are the main file's words: drawn at once
    expect(within(centre).getAllByText('Withdrawal').length).toBeGreaterThan(0);
    // the page (its chunk is here within the second) waits for its words, however long they take
    await expect(within(centre).findByRole('form', { name: 'Withdraw' }, { timeout: 1000 })).rejects.toThrow();
    expect(centre).not.toHaveTextContent(/withdraw\.\w/);
    arrive();
    expect(await within(centre).findByRole('form', { name: 'Withdraw' })).toBeInTheDocument();
    expect(centre).not.toHaveTextContent(/(withdraw|deposit|account|records)\.\w/);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
