import { useTranslation } from 'react-i18next';
import type { WithdrawalState } from '@/shared/contract/withdraw';
import { stateKeys, stateTone } from './states';
import styles from './withdraw.module.css';

const toneClass = { pending: styles.statePending, done: styles.stateDone, bad: styles.stateBad, neutral: undefined } as const;

export function StateBadge({ state }: { state: WithdrawalState }) {
  const { t } = useTranslation();
  return <span className={[styles.state, toneClass[stateTone(state)]].filter(Boolean).join(' ')}>{t(stateKeys[state])}</span>;
}
