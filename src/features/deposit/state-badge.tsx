import { useTranslation } from 'react-i18next';
import type { DepositState } from '@/shared/contract/deposit';
import styles from './deposit.module.css';

/** An order's state in words and colour: waiting, done, or ended without money. */
export function StateBadge({ state }: { state: DepositState }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${styles[`badge_${state}`]}`} data-state={state}>
      {t(`deposit.state.${state}`)}
    </span>
  );
}
