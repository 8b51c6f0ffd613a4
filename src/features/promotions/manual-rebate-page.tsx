import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from '@/shared/api/idempotency';
import { Button } from '@/shared/components/button';
import { DataTable, type Column } from '@/shared/components/data-table';
import { LoadingBlock, Skeleton, StateView } from '@/shared/components/feedback';
import { GiftIcon } from '@/shared/components/icons';
import { LoadFailed } from '@/shared/components/load-failed';
import type { RebatePayout, RebateSummary } from '@/shared/contract/promotions';
import { useFormat } from '@/shared/i18n/use-format';
import { useAppSelector } from '@/shared/store/hooks';
import { selectCurrencySymbol } from '@/shared/store/system-status';
import { failureKeyOf } from './failure-key';
import { useClaimRebateMutation, useRebateSummaryQuery } from './promotions-api';
import { PROMOTIONS_NS, PromotionTexts } from './promotion-texts';
import { badgeClass } from './badge-class';
import styles from './promotions.module.css';

type Owed = RebateSummary['categories'][number];

/**
 * Manual rebate (manualRebate): the rebate owed since the last payment per
 * game category at the brand's rates, a Claim that pays it once, and the
 * payments (the daily job's and the member's claims).
 */
export function Component() {
  return (
    <PromotionTexts placeholder={<Skeleton style={{ height: 320 }} />}>
      <ManualRebate />
    </PromotionTexts>
  );
}

function ManualRebate() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const format = useFormat({ symbol: useAppSelector(selectCurrencySymbol) });
  const summary = useRebateSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  const [claim, claiming] = useClaimRebateMutation();
  const action = useIdempotencyKey();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const categoryName = (category: string) => t(`records.categories.${category}` as never, { defaultValue: category });

  if (summary.isLoading) {
    return (
      <LoadingBlock>
        <Skeleton style={{ height: 320 }} />
      </LoadingBlock>
    );
  }
  if (summary.isError || !summary.data) return <LoadFailed title={t('promotions:rebate.failed')} onRetry={() => void summary.refetch()} />;
  const { categories, total, history } = summary.data;

  const onClaim = async () => {
    setOutcome(null);
    const result = await claim({ idempotencyKey: action.key });
    action.settle('error' in result ? result.error : undefined);
    if ('error' in result) {
      const key = failureKeyOf(result.error);
      setOutcome({ ok: false, text: key ? t(key as never) : t('promotions:errors.generic') });
    } else {
      const paid = result.data.amount;
      setOutcome({ ok: true, text: paid > 0 ? t('promotions:rebate.paid', { amount: format.money(paid) }) : t('promotions:rebate.nothingPaid') });
    }
  };

  const owedColumns: Column<Owed>[] = [
    { key: 'category', header: t('promotions:rebate.category'), cell: (c) => <span className={styles.strong}>{categoryName(c.category)}</span> },
    { key: 'rate', header: t('promotions:rebate.rate'), align: 'end', cell: (c) => format.rate(c.rate) },
    { key: 'turnover', header: t('promotions:rebate.turnover'), align: 'end', cell: (c) => format.money(c.turnover) },
    { key: 'amount', header: t('promotions:rebate.amount'), align: 'end', cell: (c) => format.money(c.amount) },
  ];
  const historyColumns: Column<RebatePayout>[] = [
    { key: 'time', header: t('promotions:rewards.time'), cell: (p) => format.dateTime(p.paidAt) },
    { key: 'category', header: t('promotions:rebate.category'), cell: (p) => categoryName(p.category) },
    { key: 'turnover', header: t('promotions:rebate.turnover'), align: 'end', cell: (p) => format.money(p.turnover) },
    { key: 'rate', header: t('promotions:rebate.rate'), align: 'end', cell: (p) => format.rate(p.rate) },
    { key: 'amount', header: t('promotions:rebate.amount'), align: 'end', cell: (p) => format.money(p.amount) },
    {
      key: 'source',
      header: t('promotions:rebate.how'),
      align: 'center',
      cell: (p) => <span className={badgeClass('claimed')}>{t(`promotions:rebate.source.${p.source}`)}</span>,
    },
  ];

  if (categories.length === 0) {
    return <StateView icon={<GiftIcon size={28} />} title={t('promotions:rebate.noneTitle')} text={t('promotions:rebate.noneText')} />;
  }

  return (
    <div className={styles.centre}>
      <section className={styles.rebateHead} aria-labelledby="rebate-owed">
        <div>
          <h3 id="rebate-owed" className={styles.sectionTitle}>
            {t('promotions:rebate.owed')}
          </h3>
          <span className={styles.rebateTotal} data-testid="rebate-total">
            {format.money(total)}
          </span>
          <span className={styles.hint}>{t('promotions:rebate.hint')}</span>
          {outcome && (
            <span role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? styles.success : styles.error}>
              {outcome.text}
            </span>
          )}
        </div>
        <Button variant="accent" loading={claiming.isLoading} disabled={total <= 0} onClick={() => void onClaim()}>
          {t('promotions:state.claim')}
        </Button>
      </section>
      <DataTable
        caption={t('promotions:rebate.byCategory')}
        columns={owedColumns}
        rows={categories}
        rowKey={(c) => c.category}
        loading={summary.isFetching}
        error={false}
      />
      <section aria-labelledby="rebate-history">
        <h3 id="rebate-history" className={styles.sectionTitle}>
          {t('promotions:rebate.history')}
        </h3>
        <DataTable
          caption={t('promotions:rebate.history')}
          columns={historyColumns}
          rows={history}
          rowKey={(p) => p.id}
          loading={summary.isFetching}
          error={false}
          emptyTitle={t('promotions:rebate.historyEmpty')}
          emptyText=""
        />
      </section>
    </div>
  );
}
