import { useTranslation } from 'react-i18next';
import styles from './lottery-page.module.css';

/** A lottery game's page while its texts, its code or its game load. */
export function LotteryGameLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} aria-busy="true" data-testid="lottery-loading">
      <p className={styles.muted}>{t('common.loading')}</p>
    </div>
  );
}
