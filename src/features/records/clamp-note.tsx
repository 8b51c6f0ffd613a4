import { useTranslation } from 'react-i18next';
import { useFormat } from '@/shared/i18n/use-format';
import styles from './records.module.css';

/** Said when the asked range reached further back than the 12 months the records keep. */
export function ClampNote({ clampedFrom }: { clampedFrom: string | null | undefined }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  if (!clampedFrom) return null;
  return (
    <p className={styles.note} role="status">
      {t('records.clamped', { date: dateTime(clampedFrom).slice(0, 10) })}
    </p>
  );
}
