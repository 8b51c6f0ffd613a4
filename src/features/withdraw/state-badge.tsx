import { useTranslation } from 'react-i18next';
import type { WithdrawalState } from '@/shared/contract/withdraw';
import panels from '@/shared/styles/panels.module.css';
import { stateKeys, stateTone } from './states';
import styles from './withdraw.module.css';

const toneClass = { pending: `${panels.badgeInfo} ${styles.statePending}`, done: panels.badgeGood, bad: panels.badgeBad, neutral: styles.stateNeutral } as const;

export function StateBadge({ state }: { state: WithdrawalState }) {
  const { t } = useTranslation();
  return <span className={`${panels.badge} ${styles.state} ${toneClass[stateTone(state)]}`}>{t(stateKeys[state])}</span>;
}
