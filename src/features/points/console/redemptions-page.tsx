import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isApiErrorData } from '@/shared/api/api-error';
import { Button } from '@/shared/components/button';
import { DataTable, type Column } from '@/shared/components/data-table';
import { Modal } from '@/shared/components/modal';
import { roleMay } from '@/shared/contract/operator';
import { redemptionStatuses, type RedemptionStatus } from '@/shared/contract/points';
import { pointsOperatorApi, type OperatorRedemption } from '@/shared/contract/points-operator';
import { useConsoleSelector } from '@/shared/console/console-store';
import { useErrorText } from '@/shared/console/error-text';
import form from '@/shared/console/form.module.css';
import { ListPager } from '@/shared/console/list-pager';
import { PageHeader } from '@/shared/console/page-header';
import { ReasonField } from '@/shared/console/reason-field';
import { ReviewStep, useReview } from '@/shared/console/review-step';
import { ErrorState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { ContractForm } from '@/shared/form/contract-form';
import { schemaOf, useContractForm } from '@/shared/form/use-contract-form';
import { useFormat } from '@/shared/i18n/use-format';
import { RedemptionStatusBadge } from './points-labels';
import { useApprovePointRedemptionMutation, usePointRedemptionsQuery, useRejectPointRedemptionMutation } from './points-console-api';
import styles from './points-console.module.css';

const PAGE_SIZE = 25;
const rejectSchema = schemaOf(pointsOperatorApi.operatorRejectPointRedemption.request, ['reason']);

/** A decided redeem says so; anything else in the console's words. */
function useDecisionError() {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  return (error: unknown) =>
    isApiErrorData(error) && (error.value as { reason?: unknown } | null)?.reason === 'redemptionClosed' ? t('points.closed') : errorText(error);
}

/** Rejects a redeem with a reason the member sees: the points and the stock come back. Reviewed, then confirmed. */
function RejectDialog({ redemption, onClose }: { redemption: OperatorRedemption; onClose: () => void }) {
  const { t } = useTranslation('operator');
  const { number } = useFormat();
  const decisionError = useDecisionError();
  const reasonForm = useContractForm<{ reason: string }>({ schema: rejectSchema, defaultValues: { reason: '' } });
  const { review, toReview, back } = useReview<{ reason: string }>();
  const [reject, result] = useRejectPointRedemptionMutation();
  const text = t('points.rejectText', { points: number(redemption.points) });
  return (
    <Modal title={t('points.rejectTitle', { account: redemption.member.account })} onClose={onClose} width={480}>
      {review === null ? (
        <ContractForm
          form={reasonForm}
          className={styles.dialogForm}
          onSubmit={(values) => {
            result.reset();
            toReview(values);
          }}
        >
          <p>{text}</p>
          <ReasonField label={t('points.reason')} hint={t('points.reasonHint')} autoFocusOnOpen />
          <Button type="submit">{t('adjust.review')}</Button>
        </ContractForm>
      ) : (
        <ReviewStep
          summary={text}
          facts={[
            [t('points.member'), redemption.member.account],
            [t('points.item'), `${redemption.name} × ${redemption.quantity}`],
            [t('points.points'), <strong key="points">{number(redemption.points)}</strong>],
            [t('points.reason'), review.values.reason],
          ]}
          confirmLabel={t('points.reject')}
          danger
          error={result.isError ? decisionError(result.error) : null}
          loading={result.isLoading}
          onBack={back}
          onConfirm={() =>
            void reject({ id: redemption.id, reason: review.values.reason }).then((answer) => {
              if ('data' in answer) onClose();
            })
          }
        />
      )}
    </Modal>
  );
}

/** Redeems to decide: physical items wait in process; filtered by status and account in the address. */
export default function RedemptionsPage() {
  const { t } = useTranslation('operator');
  const { number, money, dateTime } = useFormat();
  const decisionError = useDecisionError();
  const role = useConsoleSelector((state) => state.session.operator?.role);
  const may = roleMay(role, pointsOperatorApi.operatorApprovePointRedemption);
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = raw === 'all' ? undefined : (redemptionStatuses as readonly string[]).includes(raw ?? '') ? (raw as RedemptionStatus) : 'in_process';
  const query = params.get('query') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = usePointRedemptionsQuery({ status, query: query || undefined, page, pageSize: PAGE_SIZE });
  const [approve, approval] = useApprovePointRedemptionMutation();
  const [rejecting, setRejecting] = useState<OperatorRedemption | null>(null);

  const update = (next: { status?: string; query?: string; page?: number }) => {
    const search = new URLSearchParams({ status: next.status ?? status ?? 'all' });
    const q = next.query ?? query;
    if (q) search.set('query', q);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const columns: Column<OperatorRedemption>[] = [
    { key: 'member', header: t('points.member'), cell: (r) => r.member.account },
    { key: 'item', header: t('points.item'), cell: (r) => `${r.name} × ${r.quantity}` },
    { key: 'kind', header: t('points.kind'), cell: (r) => t(`points.kinds.${r.type}`) },
    { key: 'points', header: t('points.points'), align: 'end', cell: (r) => number(r.points) },
    { key: 'amount', header: t('points.amount'), align: 'end', cell: (r) => (r.amount > 0 ? money(r.amount) : '—') },
    { key: 'status', header: t('points.status'), cell: (r) => <RedemptionStatusBadge status={r.status} /> },
    { key: 'created', header: t('points.created'), cell: (r) => <span className={table.muted}>{dateTime(r.createdAt)}</span> },
    {
      key: 'actions',
      header: t('points.decision'),
      cell: (r) =>
        may && r.status === 'in_process' ? (
          <span className={styles.rowActions}>
            <Button size="small" onClick={() => void approve({ id: r.id })} loading={approval.isLoading && approval.originalArgs?.id === r.id} aria-label={t('points.approveOf', { account: r.member.account, item: r.name })}>
              {t('points.approve')}
            </Button>
            <Button size="small" variant="danger" onClick={() => setRejecting(r)} aria-label={t('points.rejectOf', { account: r.member.account, item: r.name })}>
              {t('points.reject')}
            </Button>
          </span>
        ) : (
          <span className={table.muted}>{r.reviewedBy ?? ''}{r.remark ? ` · ${r.remark}` : ''}</span>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={t('pages.redemptions')} subtitle={t('points.lead')} />
      <div className={styles.filters}>
        <label className={form.field}>
          <span className={form.label}>{t('points.status')}</span>
          <select className={form.select} value={status ?? 'all'} onChange={(event) => update({ status: event.target.value, page: 1 })}>
            <option value="all">{t('points.anyStatus')}</option>
            {redemptionStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`points.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={form.field}>
          <span className={form.label}>{t('points.search')}</span>
          <input className={form.input} type="search" defaultValue={query} maxLength={64} onChange={(event) => update({ query: event.target.value.trim(), page: 1 })} />
        </label>
      </div>
      {approval.isError && (
        <p className={form.alert} role="alert">
          {decisionError(approval.error)}
        </p>
      )}
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className={table.dense}>
            <DataTable caption={t('pages.redemptions')} columns={columns} rows={list.data?.items} rowKey={(r) => r.id} loading={list.isFetching} emptyTitle={t('points.none')} />
          </div>
          {list.data && list.data.items.length > 0 && (
            <ListPager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(next) => update({ page: next })} label={t('points.pages')} />
          )}
        </>
      )}
      {rejecting && <RejectDialog redemption={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}
