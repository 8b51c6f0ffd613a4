import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/shared/components/button';
import { DataTable, type Column } from '@/shared/components/data-table';
import { categoryTab, type OperatorPromotion } from '@/shared/contract/promotions-operator';
import { consolePaths } from '@/shared/console/console-paths';
import { useErrorText } from '@/shared/console/error-text';
import form from '@/shared/console/form.module.css';
import { PageHeader } from '@/shared/console/page-header';
import { ErrorState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { useFormat } from '@/shared/i18n/use-format';
import { PromotionStatusBadge } from './promotion-labels';
import { usePausePromotionMutation, usePromotionsQuery } from './promotions-editor-api';
import styles from './promotions-console.module.css';

/** Every promotion of the brand: its tab, period, kind and status; open one to edit it, pause or resume it here. */
export default function PromotionsListPage() {
  const { t } = useTranslation('operator');
  const { date } = useFormat();
  const errorText = useErrorText();
  const list = usePromotionsQuery();
  const [pause, pausing] = usePausePromotionMutation();

  const columns: Column<OperatorPromotion>[] = [
    {
      key: 'title',
      header: t('promotions.title'),
      cell: (p) => (
        <Link className={table.rowLink} to={consolePaths.promotion(p.id)}>
          {p.copies.EN?.title ?? p.code}
        </Link>
      ),
    },
    { key: 'tab', header: t('promotions.category'), cell: (p) => t(`promotions.tabs.${categoryTab(p.category)}`) },
    { key: 'kind', header: t('promotions.kind'), cell: (p) => (p.rule ? t(`promotions.kinds.${p.rule.kind}`) : <span className={table.muted}>{t('promotions.notice')}</span>) },
    { key: 'period', header: t('promotions.period'), cell: (p) => <span className={table.muted}>{p.endsAt ? `${date(p.startsAt)} – ${date(p.endsAt)}` : t('promotions.from', { from: date(p.startsAt) })}</span> },
    { key: 'brand', header: t('promotions.brand'), cell: (p) => p.merchantCode },
    { key: 'status', header: t('promotions.status'), cell: (p) => <PromotionStatusBadge status={p.status} /> },
    {
      key: 'pause',
      header: t('promotions.onSite'),
      cell: (p) => (
        <Button
          size="small"
          variant="subtle"
          loading={pausing.isLoading && pausing.originalArgs?.id === p.id}
          aria-label={t(p.paused ? 'promotions.resumeOf' : 'promotions.pauseOf', { title: p.copies.EN?.title ?? p.code })}
          onClick={() => void pause({ id: p.id, paused: !p.paused })}
        >
          {p.paused ? t('promotions.resume') : t('promotions.pause')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('pages.promotions')}
        subtitle={t('promotions.lead')}
        actions={
          <Link className={styles.linkButton} to={consolePaths.promotionNew}>
            {t('promotions.new')}
          </Link>
        }
      />
      {pausing.isError && (
        <p className={form.alert} role="alert">
          {errorText(pausing.error)}
        </p>
      )}
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div className={table.dense}>
          <DataTable caption={t('pages.promotions')} columns={columns} rows={list.data?.items} rowKey={(p) => p.id} loading={list.isFetching} emptyTitle={t('promotions.none')} />
        </div>
      )}
    </>
  );
}
