import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { DataTable, type Column } from '@/shared/components/data-table';
import { Modal } from '@/shared/components/modal';
import { roleMay } from '@/shared/contract/operator';
import { POINT_PRICE_MAX, POINT_STOCK_MAX, pointsOperatorApi, type OperatorPointItem } from '@/shared/contract/points-operator';
import { Badge } from '@/shared/console/badge';
import { useConsoleSelector } from '@/shared/console/console-store';
import { useErrorText } from '@/shared/console/error-text';
import { PageHeader } from '@/shared/console/page-header';
import { ReviewStep, useReview } from '@/shared/console/review-step';
import { ErrorState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { CheckboxField } from '@/shared/form/checkbox-field';
import { ContractForm } from '@/shared/form/contract-form';
import { TextField } from '@/shared/form/text-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import { useFormat } from '@/shared/i18n/use-format';
import { usePointItemsQuery, useUpdatePointItemMutation } from './points-console-api';
import styles from './points-console.module.css';
import { wholeNumberProblem } from './whole-number';

interface ItemValues {
  price: string;
  stock: string;
  active: boolean;
}

// price and stock are typed as text and judged by `checks` (the call's limits); the call's schema judges the numbers sent
const itemSchema = z.object({});

/** Changes an item's price, stock (empty: no limit) and whether the site offers it: before and after reviewed, then confirmed. */
function EditItemDialog({ item, onClose }: { item: OperatorPointItem; onClose: () => void }) {
  const { t } = useTranslation('operator');
  const { number } = useFormat();
  const errorText = useErrorText();
  const itemForm = useContractForm<ItemValues>({
    schema: itemSchema,
    defaultValues: { price: String(item.price), stock: item.stock === null ? '' : String(item.stock), active: item.active },
    checks: ({ price, stock }) => ({
      price: wholeNumberProblem(price, { min: 1, max: POINT_PRICE_MAX, required: true }),
      stock: wholeNumberProblem(stock, { min: 0, max: POINT_STOCK_MAX, required: false }),
    }),
  });
  const { review, toReview, back } = useReview<{ price: number; stock: number | null; active: boolean }>();
  const [save, result] = useUpdatePointItemMutation();
  const stockText = (stock: number | null) => (stock === null ? t('points.unlimited') : number(stock));
  const activeText = (active: boolean) => (active ? t('points.offered') : t('points.hidden'));
  return (
    <Modal title={t('points.editTitle', { name: item.name })} onClose={onClose} width={480}>
      {review === null ? (
        <ContractForm
          form={itemForm}
          className={styles.dialogForm}
          onSubmit={({ price, stock, active }) => {
            result.reset();
            toReview({ price: Number(price.trim()), stock: stock.trim() === '' ? null : Number(stock.trim()), active });
          }}
        >
          <TextField name="price" label={t('points.price')} inputMode="numeric" required autoFocusOnOpen />
          <TextField name="stock" label={t('points.stock')} inputMode="numeric" description={t('points.stockHint')} />
          <CheckboxField name="active" label={t('points.activeLabel')} />
          <Button type="submit">{t('adjust.review')}</Button>
        </ContractForm>
      ) : (
        <ReviewStep
          summary={t('points.editSummary', { name: item.name })}
          facts={[
            [t('points.price'), `${number(item.price)} → ${number(review.values.price)}`],
            [t('points.stock'), `${stockText(item.stock)} → ${stockText(review.values.stock)}`],
            [t('points.active'), `${activeText(item.active)} → ${activeText(review.values.active)}`],
          ]}
          confirmLabel={t('points.save')}
          error={result.isError ? errorText(result.error) : null}
          loading={result.isLoading}
          onBack={back}
          onConfirm={() =>
            void save({ id: item.id, ...review.values }).then((answer) => {
              if ('data' in answer) onClose();
            })
          }
        />
      )}
    </Modal>
  );
}

/** The points catalogue with its stock; an admin changes an item's price, stock and whether it is offered. */
export default function PointItemsPage() {
  const { t } = useTranslation('operator');
  const { number, money } = useFormat();
  const role = useConsoleSelector((state) => state.session.operator?.role);
  const mayEdit = roleMay(role, pointsOperatorApi.operatorUpdatePointItem);
  const list = usePointItemsQuery();
  const [editing, setEditing] = useState<OperatorPointItem | null>(null);

  const columns: Column<OperatorPointItem>[] = [
    { key: 'name', header: t('points.item'), cell: (i) => i.name },
    { key: 'kind', header: t('points.kind'), cell: (i) => t(`points.kinds.${i.kind}`) },
    { key: 'price', header: t('points.price'), align: 'end', cell: (i) => number(i.price) },
    { key: 'amount', header: t('points.amount'), align: 'end', cell: (i) => (i.amount > 0 ? money(i.amount, { symbol: i.currencySymbol }) : '—') },
    { key: 'stock', header: t('points.stock'), align: 'end', cell: (i) => (i.stock === null ? t('points.unlimited') : number(i.stock)) },
    { key: 'active', header: t('points.active'), cell: (i) => <Badge tone={i.active ? 'good' : 'neutral'}>{i.active ? t('points.offered') : t('points.hidden')}</Badge> },
    ...(mayEdit
      ? [
          {
            key: 'edit',
            header: t('points.edit'),
            cell: (i: OperatorPointItem) => (
              <Button size="small" variant="subtle" onClick={() => setEditing(i)} aria-label={t('points.editTitle', { name: i.name })}>
                {t('points.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader title={t('pages.pointItems')} subtitle={t('points.catalogueLead')} />
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div className={table.dense}>
          <DataTable caption={t('pages.pointItems')} columns={columns} rows={list.data?.items} rowKey={(i) => i.id} loading={list.isFetching} emptyTitle={t('points.noItems')} />
        </div>
      )}
      {editing && <EditItemDialog item={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
