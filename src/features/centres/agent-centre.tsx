import { useTranslation } from 'react-i18next';
import { Modal } from '@/shared/components/modal';
import { PagePlaceholder } from '@/shared/components/page-placeholder';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { agentCentreClosed, agentCentreOpened, selectAgentCentre, type AgentCentrePage } from '@/shared/store/menus-slice';
import { isModuleEnabled, selectSystemStatus } from '@/shared/store/system-status';
import { CentreLayout } from './centre-layout';

/** Agent centre entries in the order of the specification; some follow a whitelabel flag. */
export const agentCentreEntries: readonly { page: AgentCentrePage; flag?: string }[] = [
  { page: 'agentAnnouncement' },
  { page: 'agentTeamOverview' },
  { page: 'agentRegister' },
  { page: 'agentTeamManagement' },
  { page: 'agentTeamBetting' },
  { page: 'agentUserLoss' },
  { page: 'agentIncome' },
  { page: 'agentAccountDetails' },
  { page: 'agentDividend', flag: 'DIVIDEND' },
  { page: 'agentDailyWages', flag: 'SALARY' },
  { page: 'agentHourlySalary', flag: 'HOURSALARY' },
  { page: 'agentRealtimeSalary', flag: 'REALTIMESALARY' },
];

export function AgentCentre() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSystemStatus);
  const { page } = useAppSelector(selectAgentCentre);
  const entries = agentCentreEntries
    .filter((e) => !e.flag || isModuleEnabled(status, e.flag))
    .map((e) => ({ page: e.page, label: t(`agentCentre.${e.page}`) }));
  const current = entries.find((e) => e.page === page) ?? entries.find((e) => e.page === 'agentTeamOverview')!;
  return (
    <Modal title={t('layout.agentCentre')} onClose={() => dispatch(agentCentreClosed())} width={1100}>
      <CentreLayout
        entries={entries}
        current={current.page}
        onSelect={(p) => dispatch(agentCentreOpened(p))}
        label={t('layout.agentCentre')}
      >
        <PagePlaceholder title={current.label} />
      </CentreLayout>
    </Modal>
  );
}
