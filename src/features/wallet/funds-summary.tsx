import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/shared/components/feedback';
import type { SupportedLanguage } from '@/shared/i18n/language';
import { formatCurrency } from '@/shared/lib/format';
import { useConsolidatedFundsQuery } from './wallet-api';
import styles from './wallet.module.css';
import { FRESH_STATE } from '@/shared/api/fresh-state';

const parts = [
  ['total', 'transferWallet.funds.total'],
  ['available', 'transferWallet.funds.available'],
  ['held', 'transferWallet.funds.held'],
  ['bonusLocked', 'transferWallet.funds.bonusLocked'],
  ['inVendors', 'transferWallet.funds.inVendors'],
] as const;

/** Consolidated funds: what the member holds in all, and what of it is free, held, locked by a bonus or at the vendors. */
export function FundsSummary() {
  const { t, i18n } = useTranslation();
  const funds = useConsolidatedFundsQuery(undefined, FRESH_STATE);
  const data = funds.data;
  return (
    <section aria-labelledby="funds-title" className={styles.funds}>
      <h3 id="funds-title" className={styles.sectionTitle}>
        {t('transferWallet.funds.title')}
      </h3>
      <dl className={styles.fundsList}>
        {parts.map(([part, key]) => (
          <div key={part} className={part === 'total' ? `${styles.fund} ${styles.fundTotal}` : styles.fund}>
            <dt>{t(key)}</dt>
            <dd>
              {data ? (
                formatCurrency(data[part], i18n.language as SupportedLanguage, { symbol: data.currencySymbol })
              ) : funds.isError ? (
                '—'
              ) : (
                <Skeleton className={styles.fundSkeleton} />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
