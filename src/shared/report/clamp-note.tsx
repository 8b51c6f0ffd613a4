import { useTranslation } from 'react-i18next';
import { useFormat } from '@/shared/i18n/use-format';
import styles from '@/shared/styles/panels.module.css';

/** Said when the asked range reached further back than the history the server keeps (the records: 12 months). */
export function ClampNote({ clampedFrom }: { clampedFrom: string | null | undefined }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  if (!clampedFrom) return null;
  return (
    <p className={styles.note} role="status">
      {t('table.clamped', { date: date(clampedFrom) })}
    </p>
  );
}
