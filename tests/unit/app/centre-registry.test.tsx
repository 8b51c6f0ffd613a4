import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentCentreDefaultPage, agentCentrePages, memberCentreDefaultPage, memberCentrePages } from '@/app/centre-pages';
import { comingSoon, definitionOf, pagesOf, type CentreRegistry } from '@/app/centre-registry';
import { api } from '@/shared/contract/api';
import type { WhitelabelNode } from '@/shared/contract/system';
import { agentCentreOpened, memberCentreOpened } from '@/shared/store/centres';
import { selectMemberInfo } from '@/shared/store/session-slice';
import en from '../../../locales/EN.json';
import { contractHandler } from '../../mocks/contract-handler';
import { buildMemberInfo, buildSystemStatus } from '../../mocks/fixtures';
import { buildIncomeReport } from '../../mocks/handlers/agent';
import { givenLoggedIn } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { renderApp } from '../render';

function givenMember(isAgent: number) {
  givenLoggedIn();
  server.use(contractHandler(api.memberInfo, () => buildMemberInfo({ isAgent })));
}

/** The agent centre's switches under AGENTCENTER, as the platform seeds them unless told otherwise. */
function givenAgentSwitches(switches: Record<string, boolean>, agentCentreOn = true) {
  const base = buildSystemStatus();
  const agentCentre: WhitelabelNode = {
    modId: 'AGENTCENTER',
    name: 'Agent centre',
    enabled: agentCentreOn,
    childrenNodes: Object.entries(switches).map(([modId, enabled]) => ({ modId, name: modId, enabled, childrenNodes: [] })),
  };
  const modules = [...base.info.modules.filter((m) => m.modId !== 'AGENTCENTER'), agentCentre];
  server.use(
    contractHandler(api.systemStatus, () => buildSystemStatus({ info: { ...base.info, modules } })),
    // the server sends the kinds of pay of the same tree
    contractHandler(api.agentIncome, () => buildIncomeReport({}, modules)),
  );
}

async function renderAs(isAgent: number) {
  givenMember(isAgent);
  const view = renderApp('/');
  await waitFor(() => expect(selectMemberInfo(view.store.getState())?.isAgent).toBe(isAgent));
  return view;
}

/** Shows `page` in its centre and checks the page's place: its own page, or the coming-soon panel under its title. */
async function expectPageShown(centre: HTMLElement, registry: CentreRegistry, page: string, title: string) {
  const source = definitionOf(registry[page]!).source;
  if (source === comingSoon) {
    const panel = await within(centre).findByTestId('coming-soon');
    expect(within(panel).getByRole('heading', { name: title }), page).toBeInTheDocument();
    expect(panel).toHaveTextContent(en.common.comingSoonTitle);
    expect(panel).toHaveTextContent(en.centres.comingSoonText);
  } else {
    await waitFor(() => expect(within(centre).queryByRole('progressbar')).toBeNull());
    expect(within(centre).queryByTestId('coming-soon'), page).toBeNull();
  }
}

describe('the centre registry (src/app/centre-pages.ts)', () => {
  it('holds the member centre menu of the specification in its order (with the credit report, the support tickets and the feedback the spec names among its screens), then the sub-pages the header opens', () => {
    expect(pagesOf(memberCentrePages)).toEqual([
      'securityCenter',
      'responsibleGaming',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'creditReport',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
      'manualRebate',
      'supportTickets',
      'feedback',
      'profile',
      'playerRank',
      'authenticator',
      'loginHistory',
      'paymentPassword',
      'bankCards',
    ]);
    expect(pagesOf(memberCentrePages).filter((p) => !definitionOf(memberCentrePages[p]).inMenu)).toEqual(['profile', 'playerRank', 'authenticator', 'loginHistory', 'paymentPassword', 'bankCards']);
    expect(memberCentreDefaultPage).toBe('securityCenter');
  });

  it('holds the agent centre entries of the specification in order, the last four behind their switch types', () => {
    expect(pagesOf(agentCentrePages).map((p) => [p, definitionOf(agentCentrePages[p]).type ?? null])).toEqual([
      ['agentAnnouncement', null],
      ['agentTeamOverview', null],
      ['agentRegister', null],
      ['agentTeamManagement', null],
      ['agentTeamBetting', null],
      ['agentUserLoss', null],
      ['agentIncome', null],
      ['agentAccountDetails', null],
      ['agentDividend', 'enableCt'],
      ['agentDailyWages', 'salary'],
      ['agentHourlySalary', 'hourSalary'],
      ['agentRealtimeSalary', 'agentRealtimeSalary'],
    ]);
    expect(agentCentreDefaultPage).toBe('agentTeamOverview');
  });

  it('every member centre page shows inside the member centre: its page, or the coming-soon panel under its own title', async () => {
    const { store } = await renderAs(0);
    for (const page of pagesOf(memberCentrePages)) {
      act(() => {
        store.dispatch(memberCentreOpened(page));
      });
      const centre = await screen.findByRole('dialog', { name: 'Member centre' });
      const title = en.memberCentre[page];
      await expectPageShown(centre, memberCentrePages, page, title);
      const menu = within(centre).getByRole('navigation', { name: 'Member centre' });
      if (definitionOf(memberCentrePages[page]).inMenu) {
        expect(within(menu).getByRole('button', { name: title }), page).toHaveAttribute('aria-current', 'page');
      } else {
        // a sub-page of the header is not in the menu, and no entry pretends to be it
        expect(within(menu).queryByRole('button', { current: 'page' }), page).toBeNull();
      }
    }
    expect(store.getState().modals.stack.filter((m) => m.name === 'memberCentre')).toHaveLength(1);
    // every built page loads its chunk and its data: more time than one page's test
  }, 60_000);

  it('the member centre without a page opens on the security centre', async () => {
    const { store } = await renderAs(0);
    act(() => {
      store.dispatch(memberCentreOpened());
    });
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(centre).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(await within(centre).findByRole('heading', { name: 'My account' })).toBeInTheDocument();
  });

  it('every agent centre page shows inside the agent centre, with every switch on', async () => {
    givenAgentSwitches({ DIVIDEND: true, SALARY: true, HOURSALARY: true, REALTIMESALARY: true });
    const { store } = await renderAs(1);
    for (const page of pagesOf(agentCentrePages)) {
      act(() => {
        store.dispatch(agentCentreOpened(page));
      });
      const centre = await screen.findByRole('dialog', { name: 'Agent' });
      const title = en.agentCentre[page];
      await expectPageShown(centre, agentCentrePages, page, title);
      expect(within(centre).getByRole('button', { name: title }), page).toHaveAttribute('aria-current', 'page');
    }
  });

  it('an agent entry shows only while its switch and every switch above it are on', async () => {
    givenAgentSwitches({ DIVIDEND: true, SALARY: true, HOURSALARY: false, REALTIMESALARY: true });
    const { store } = await renderAs(2);
    act(() => {
      store.dispatch(agentCentreOpened());
    });
    const centre = await screen.findByRole('dialog', { name: 'Agent' });
    const menu = within(centre).getByRole('navigation', { name: 'Agent' });
    expect(within(menu).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Announcements',
      'Team overview',
      'Create account',
      'Team management',
      'Team betting',
      'User loss',
      'My income',
      'Account details',
      'Dividend record',
      'Daily wages',
      'Real-time salary',
    ]);
    // the income page follows the same switches: no hourly salary there either
    await userEvent.click(within(menu).getByRole('button', { name: 'My income' }));
    const table = await within(centre).findByRole('table', { name: 'Income by period' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Period', 'Dividend', 'Daily wages', 'Real-time salary', 'Rebates', 'Total']);
  });

  it('a switched-off group hides the entries under it, even those switched on', async () => {
    givenAgentSwitches({ DIVIDEND: true, SALARY: true, HOURSALARY: true, REALTIMESALARY: true }, false);
    const { store } = await renderAs(41);
    act(() => {
      store.dispatch(agentCentreOpened('agentDividend'));
    });
    const centre = await screen.findByRole('dialog', { name: 'Agent' });
    const menu = within(centre).getByRole('navigation', { name: 'Agent' });
    expect(within(menu).queryByRole('button', { name: 'Dividend record' })).toBeNull();
    expect(within(menu).getAllByRole('button')).toHaveLength(8);
    // a page that is switched off is not shown: the centre opens on its default page
    expect(within(menu).getByRole('button', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the centres on the modal stack', () => {
  it('the centre is one modal of the stack, and a route change closes it', async () => {
    const { store, router } = await renderAs(0);
    act(() => {
      store.dispatch(memberCentreOpened('withdraw'));
    });
    await screen.findByRole('dialog', { name: 'Member centre' });
    expect(store.getState().modals.stack).toEqual([{ name: 'memberCentre', options: { page: 'withdraw' } }]);
    // a change of the query alone is not a route change
    await act(() => router.navigate('/?vendor=PGS'));
    expect(screen.getByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    await act(() => router.navigate('/rng'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull());
    expect(store.getState().modals.stack).toEqual([]);
    expect(router.state.location.pathname).toBe('/rng');
  });

  it('a visitor asking for the agent centre gets the login popup', async () => {
    const { store } = renderApp('/');
    await screen.findByRole('navigation', { name: 'Main menu' });
    act(() => {
      store.dispatch(agentCentreOpened('agentIncome'));
    });
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
    expect(store.getState().modals.stack.map((m) => m.name)).toEqual(['login']);
  });

  it('a free-play guest asking for the member centre gets the need-real-account dialog, and no centre', async () => {
    const { store } = await renderAs(4);
    act(() => {
      store.dispatch(memberCentreOpened('transferFund'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(dialog).getByRole('button', { name: 'Register now' })).toBeInTheDocument();
    expect(store.getState().modals.stack.map((m) => m.name)).toEqual(['needRealAccount']);
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
  });

  it('a member who is not an agent is told "Non-agents cannot log in", and gets no agent centre', async () => {
    const { store } = await renderAs(0);
    act(() => {
      store.dispatch(agentCentreOpened());
    });
    expect(await screen.findByText('Non-agents cannot log in.')).toBeInTheDocument();
    expect(store.getState().modals.stack.map((m) => m.name)).toEqual(['notice']);
  });
});
