import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/shared/components/data-table';
import type { MerchantDashboard } from '@/shared/contract/operator';
import { Button } from '@/shared/components/button';
import { RefreshIcon } from '@/shared/components/icons';
import card from '@/shared/console/card.module.css';
import { formatCurrency, formatMoney } from '@/shared/lib/format';
import { formatDateTime } from '@/shared/lib/format-date';
import { useFormat } from '@/shared/i18n/use-format';
import { PageHeader } from '@/shared/console/page-header';
import { EmptyNote, EmptyState, ErrorState, LoadingState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { useKindLabel } from '@/shared/console/kind-label';
import { useDashboardQuery } from './dashboard-api';
import styles from './dashboard-page.module.css';

/** The start of the operator's day: local midnight. */
function localMidnight(): string {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  return start.toISOString();
}

/** What exists now, per brand: members, what they hold, and today's movements of money by kind. */
export default function DashboardPage() {
  const { t } = useTranslation('operator');
  const { language } = useFormat();
  // the day is fixed when the page opens; a refresh after midnight asks for the new day
  const [since] = useState(localMidnight);
  const dashboard = useDashboardQuery({ since }, { pollingInterval: 60_000, refetchOnMountOrArgChange: true });

  return (
    <>
      <PageHeader
        title={t('pages.dashboard')}
        subtitle={dashboard.data && t('dashboard.asOf', { time: formatDateTime(dashboard.data.generatedAt, language) })}
        actions={
          <Button variant="ghost" size="small" icon={<RefreshIcon size={16} />} loading={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
            {t('dashboard.refresh')}
          </Button>
        }
      />
      {dashboard.isLoading ? (
        <LoadingState />
      ) : dashboard.isError || !dashboard.data ? (
        <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : dashboard.data.merchants.length === 0 ? (
        <EmptyState title={t('dashboard.noBrands')} />
      ) : (
        dashboard.data.merchants.map((brand) => <BrandFigures key={brand.merchantCode} brand={brand} several={dashboard.data.merchants.length > 1} />)
      )}
    </>
  );
}

function BrandFigures({ brand, several }: { brand: MerchantDashboard; several: boolean }) {
  const { t } = useTranslation('operator');
  const { language } = useFormat();
  const kindLabel = useKindLabel();
  const totalIn = brand.today.reduce((sum, movement) => sum + movement.count, 0);
  return (
    <section className={styles.brand} aria-labelledby={`brand-${brand.merchantCode}`}>
      <h2 id={`brand-${brand.merchantCode}`} className={several ? card.sectionTitle : 'visually-hidden'}>
        {brand.brandName} ({brand.merchantCode})
      </h2>
      <div className={styles.figures}>
        <Figure label={t('dashboard.members')} value={formatMoney(brand.members, language)} detail={t('dashboard.membersDetail', { agents: formatMoney(brand.agents, language), locked: formatMoney(brand.locked, language) })} />
        <Figure label={t('dashboard.registeredToday')} value={formatMoney(brand.registeredToday, language)} />
        <Figure label={t('dashboard.loggedInToday')} value={formatMoney(brand.loggedInToday, language)} />
        <Figure label={t('dashboard.held')} value={formatCurrency(brand.heldByMembers, language, { symbol: brand.currencySymbol })} detail={t('dashboard.heldDetail', { currency: brand.currency })} strong />
      </div>
      <div className={card.section}>
        <h3 className={card.sectionTitle}>{t('dashboard.todayTitle')}</h3>
        {brand.today.length === 0 ? (
          <EmptyNote title={t('dashboard.noMovements')} text={t('dashboard.noMovementsText')} />
        ) : (
          <div className={table.dense}>
            <DataTable
              caption={t('dashboard.todayTitle')}
              rows={brand.today}
              rowKey={(movement) => movement.kind}
              columns={[
                { key: 'kind', header: t('dashboard.kind'), cell: (movement) => kindLabel(movement.kind), total: t('dashboard.total') },
                { key: 'count', header: t('dashboard.count'), align: 'end', cell: (movement) => formatMoney(movement.count, language), total: formatMoney(totalIn, language) },
                { key: 'amount', header: t('dashboard.amount'), align: 'end', cell: (movement) => formatCurrency(movement.amount, language, { symbol: brand.currencySymbol }) },
              ]}
            />
          </div>
        )}
        <p className={styles.note}>{t('dashboard.todayNote')}</p>
      </div>
    </section>
  );
}

function Figure({ label, value, detail, strong }: { label: string; value: string; detail?: string; strong?: boolean }) {
  return (
    <div className={`${card.card} ${styles.figure} ${strong ? styles.strong : ''}`}>
      <div className={styles.figureLabel}>{label}</div>
      <div className={styles.figureValue}>{value}</div>
      {detail && <div className={styles.figureDetail}>{detail}</div>}
    </div>
  );
}
