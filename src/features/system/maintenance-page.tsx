import { useTranslation } from 'react-i18next';
import { WrenchIcon } from '@/shared/components/icons';
import type { SystemStatus } from '@/shared/contract/system';
import { formatDateTime } from '@/shared/lib/format-date';
import { useAppSelector } from '@/shared/store/hooks';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { ContactUs } from './contact-us';
import styles from './status-page.module.css';

export function MaintenancePage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  // the status pages are on the first screen: the formatter alone, not the hook's set
  const language = useAppSelector(selectLanguage);
  const until = status.maintenance?.until ? new Date(status.maintenance.until) : null;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="maintenance-title">
        <div className={styles.icon}>
          <WrenchIcon size={40} />
        </div>
        <p className={styles.eyebrow}>{t('status.restrictionOfVisit')}</p>
        <h1 id="maintenance-title" className={styles.title}>
          {t('status.maintenanceTitle')}
        </h1>
        <p className={styles.text}>{status.maintenance?.message || t('status.maintenanceText')}</p>
        {until && !Number.isNaN(until.getTime()) && (
          <dl className={styles.facts}>
            <dt>{t('status.backAt')}</dt>
            <dd>{formatDateTime(until, language)}</dd>
          </dl>
        )}
        <ContactUs service={status.info.customerService} />
        <div className={styles.brand}>{status.info.brandName}</div>
      </section>
    </div>
  );
}
