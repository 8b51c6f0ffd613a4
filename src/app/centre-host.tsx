import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreShell } from '@/features/centres/centre-shell';
import { ComingSoonPanel } from '@/features/centres/coming-soon-panel';
import { lazyCentrePage } from '@/features/centres/lazy-centre-page';
import { usePendingMissions } from '@/features/missions/missions-api';
import { useBalanceQuery } from '@/shared/api/core-api';
import { agentCentreOpened, memberCentreOpened } from '@/shared/store/centres';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed, type ModalEntry } from '@/shared/store/modals-slice';
import { isModuleEnabled, selectSystemStatus } from '@/shared/store/system-status';
import { selectHasRealAccount, selectMemberInfo } from '@/shared/store/session-slice';
import { agentCentreDefaultPage, agentCentrePages, memberCentreDefaultPage, memberCentrePages } from './centre-pages';
import { agentEntrySwitches, comingSoon, definitionOf, pagesOf, type CentreRegistry } from './centre-registry';

/**
 * The host of each built page of a registry, made once when the centre's
 * chunk loads; a page's own chunk loads the first time it shows. Null for a
 * page that is not built yet.
 */
function pageHostsOf<R extends CentreRegistry>(registry: R): Record<keyof R, ComponentType | null> {
  const hosts: Record<string, ComponentType | null> = {};
  for (const [page, entry] of Object.entries(registry)) {
    const { source } = definitionOf(entry);
    hosts[page] = source === comingSoon ? null : lazyCentrePage(source);
  }
  return hosts as Record<keyof R, ComponentType | null>;
}

const memberPageHosts = pageHostsOf(memberCentrePages);
const agentPageHosts = pageHostsOf(agentCentrePages);

/**
 * Fetches the chunks of member centre pages ahead of their first opening (the
 * centre's own code comes with this module): the app asks for the header's
 * Deposit page once a member is logged in and the first screen has loaded.
 */
export function prefetchMemberCentre(pages: (keyof typeof memberCentrePages)[] = ['depositv2']): void {
  for (const page of pages) {
    const { source } = definitionOf(memberCentrePages[page]);
    if (source !== comingSoon) void source().catch(() => undefined);
  }
}

/** The page itself once its chunk has loaded, or the designed coming-soon panel under the page's title. */
function CentrePage({ Host, title }: { Host: ComponentType | null; title: string }) {
  return Host ? <Host /> : <ComingSoonPanel title={title} />;
}

/** The member centre on the page its modal entry names (securityCenter without one). */
export function MemberCentreHost({ entry }: { entry: Extract<ModalEntry, { name: 'memberCentre' }> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const unread = useBalanceQuery().data?.unreadMessages ?? 0;
  // a withdraw-only session (a time-out or self-exclusion with money left) reaches the withdrawal alone
  const withdrawOnly = useAppSelector(selectMemberInfo)?.withdrawOnly === true;
  // the missions complete and waiting to be claimed: asked of a real account only (not while the
  // member info loads, nor of a withdraw-only session)
  const realAccount = useAppSelector(selectHasRealAccount);
  const pending = usePendingMissions(withdrawOnly || !realAccount);
  const page = withdrawOnly ? 'withdraw' : (entry.options.page ?? memberCentreDefaultPage);
  const entries = pagesOf(memberCentrePages)
    .filter((p) => (withdrawOnly ? p === 'withdraw' : definitionOf(memberCentrePages[p]).inMenu))
    .map((p) => ({
      page: p,
      label: t(`memberCentre.${p}`),
      badge:
        p === 'messageV2'
          ? { count: unread, description: t('layout.unreadMessages', { count: unread }) }
          : p === 'missionLeaderboard' && pending > 0
            ? { count: pending, description: t('layout.pendingMissions', { count: pending }) }
            : undefined,
    }));
  return (
    <CentreShell
      title={t('layout.memberCentre')}
      entries={entries}
      current={page}
      currentLabel={t(`memberCentre.${page}`)}
      onSelect={(p) => dispatch(memberCentreOpened(p))}
      onClose={() => dispatch(modalClosed('memberCentre'))}
    >
      <CentrePage key={page} Host={memberPageHosts[page]} title={t(`memberCentre.${page}`)} />
    </CentreShell>
  );
}

/**
 * The agent centre on the page its entry names (team overview without one).
 * Entries of a type show while the type's switch is on; a page whose switch
 * is off is not offered, and asking for it shows the default page.
 */
export function AgentCentreHost({ entry }: { entry: Extract<ModalEntry, { name: 'agentCentre' }> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSystemStatus);
  const offered = pagesOf(agentCentrePages).filter((p) => {
    const { inMenu, type } = definitionOf(agentCentrePages[p]);
    return inMenu && (type === undefined || isModuleEnabled(status, agentEntrySwitches[type]));
  });
  const asked = entry.options.page ?? agentCentreDefaultPage;
  const page = offered.includes(asked) ? asked : agentCentreDefaultPage;
  const entries = offered.map((p) => ({ page: p, label: t(`agentCentre.${p}`) }));
  return (
    <CentreShell
      title={t('layout.agentCentre')}
      entries={entries}
      current={page}
      currentLabel={t(`agentCentre.${page}`)}
      onSelect={(p) => dispatch(agentCentreOpened(p))}
      onClose={() => dispatch(modalClosed('agentCentre'))}
    >
      <CentrePage key={page} Host={agentPageHosts[page]} title={t(`agentCentre.${page}`)} />
    </CentreShell>
  );
}
