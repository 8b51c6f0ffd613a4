import { useTranslation } from 'react-i18next';
import { Modal } from '@/shared/components/modal';
import { PagePlaceholder } from '@/shared/components/page-placeholder';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { memberCentreClosed, memberCentreOpened, selectMemberCentre, type MemberCentrePage } from '@/shared/store/menus-slice';
import { CentreLayout } from './centre-layout';

/** The personal centre menu of the specification, in its order. */
export const memberCentrePages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const satisfies readonly MemberCentrePage[];

export function MemberCentre() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { page } = useAppSelector(selectMemberCentre);
  const entries = memberCentrePages.map((p) => ({ page: p, label: t(`memberCentre.${p}`) }));
  const current = entries.find((e) => e.page === page) ?? entries[0]!;
  return (
    <Modal title={t('layout.memberCentre')} onClose={() => dispatch(memberCentreClosed())} width={1100}>
      <CentreLayout
        entries={entries}
        current={current.page}
        onSelect={(p) => dispatch(memberCentreOpened(p))}
        label={t('layout.memberCentre')}
      >
        <PagePlaceholder title={current.label} />
      </CentreLayout>
    </Modal>
  );
}
