import { useTranslation } from 'react-i18next';
import { LockIcon } from '@/shared/components/icons';
import type { SystemStatus } from '@/shared/contract/system';
import { ContactUs } from './contact-us';
import styles from './status-page.module.css';

export function IpRestrictionPage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  const ip = status.regionRestriction?.ip ?? status.location.ip;
  const country = status.regionRestriction?.country ?? status.location.country;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="restriction-title">
        <div className={styles.icon}>
          <LockIcon size={40} />
        </div>
        <h1 id="restriction-title" className={styles.title}>
          {t('status.ipRestrictionTitle')}
        </h1>
        <p className={styles.text}>{t('status.ipRestrictionText')}</p>
        <dl className={styles.facts}>
          <dt>{t('status.yourIp')}</dt>
          <dd>{ip}</dd>
          <dt>{t('status.yourCountry')}</dt>
          <dd>{country}</dd>
        </dl>
        <ContactUs service={status.info.customerService} />
        <div className={styles.brand}>{status.info.brandName}</div>
      </section>
    </div>
  );
}
