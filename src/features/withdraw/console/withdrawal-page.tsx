import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isApiErrorData } from '@/shared/api/api-error';
import { Button } from '@/shared/components/button';
import { DataTable } from '@/shared/components/data-table';
import { ChevronLeftIcon } from '@/shared/components/icons';
import { Modal } from '@/shared/components/modal';
import { roleMay } from '@/shared/contract/operator';
import { owesRemainder } from '@/shared/contract/withdraw';
import { notReceivedOutcomes, withdrawOperatorApi, type NotReceivedOutcome, type OperatorWithdrawal } from '@/shared/contract/withdraw-operator';
import card from '@/shared/console/card.module.css';
import { useErrorText } from '@/shared/console/error-text';
import form from '@/shared/console/form.module.css';
import { formatCurrency } from '@/shared/lib/format';
import { formatDateTime } from '@/shared/lib/format-date';
import { useFormat } from '@/shared/i18n/use-format';
import { PageHeader } from '@/shared/console/page-header';
import { EmptyNote, EmptyState, ErrorState, LoadingState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { consolePaths } from '@/shared/console/console-paths';
import { UploadImage } from '@/shared/console/upload-image';
import { useConsoleSelector } from '@/shared/console/console-store';
import { ReasonField } from '@/shared/console/reason-field';
import { ReviewStep, useReview } from '@/shared/console/review-step';
import { amountProblem } from '@/shared/form/amount';
import { AmountField } from '@/shared/form/amount-field';
import { ContractForm } from '@/shared/form/contract-form';
import { problemOf, useProblemText } from '@/shared/form/problem';
import { schemaOf, useContractForm } from '@/shared/form/use-contract-form';
import { WithdrawalStateBadge } from './withdrawal-labels';
import { useApproveWithdrawalMutation, useDisburseWithdrawalMutation, useRejectWithdrawalMutation, useResolveWithdrawalMutation, useWithdrawalQuery } from './withdrawals-api';
import styles from './withdrawals.module.css';

const rejectSchema = schemaOf(withdrawOperatorApi.operatorRejectWithdrawal.request, ['reason']);
const resolveSchema = schemaOf(withdrawOperatorApi.operatorResolveWithdrawal.request, ['note']);
// a part's amount is judged by its limits (a whole amount, at most what remains), stricter than the call's schema
const payAmountSchema = schemaOf(withdrawOperatorApi.operatorDisburseWithdrawal.request, []);

/** Why an action was refused, in the console's words: a closed withdrawal says so. */
function useActionError() {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  return (error: unknown) => {
    if (isApiErrorData(error) && (error.value as { reason?: unknown } | null)?.reason === 'withdrawalClosed') return t('withdrawals.closed');
    return errorText(error);
  };
}

/** Rejects a withdrawal with a reason the member sees: the held money goes back. Reviewed, then confirmed. */
function RejectDialog({ withdrawal, onClose }: { withdrawal: OperatorWithdrawal; onClose: () => void }) {
  const { t } = useTranslation('operator');
  const { money } = useFormat({ symbol: withdrawal.currencySymbol });
  const actionError = useActionError();
  const reasonForm = useContractForm<{ reason: string }>({ schema: rejectSchema, defaultValues: { reason: '' } });
  const { review, toReview, back } = useReview<{ reason: string }>();
  const [reject, result] = useRejectWithdrawalMutation();
  const text = t('withdrawals.rejectText', { amount: money(withdrawal.amount) });
  const onConfirm = async (reason: string) => {
    const answer = await reject({ id: withdrawal.id, reason });
    if ('data' in answer) onClose();
  };
  return (
    <Modal title={t('withdrawals.rejectTitle', { reference: withdrawal.reference })} onClose={onClose} width={480}>
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
          <ReasonField label={t('withdrawals.reason')} hint={t('withdrawals.reasonHint')} autoFocusOnOpen />
          <Button type="submit">{t('adjust.review')}</Button>
        </ContractForm>
      ) : (
        <ReviewStep
          summary={text}
          facts={[
            [t('withdrawals.member'), withdrawal.member.account],
            [t('withdrawals.amount'), <strong key="amount">{money(withdrawal.amount)}</strong>],
            [t('withdrawals.reason'), review.values.reason],
          ]}
          confirmLabel={t('withdrawals.reject')}
          danger
          error={result.isError ? actionError(result.error) : null}
          loading={result.isLoading}
          onBack={back}
          onConfirm={() => void onConfirm(review.values.reason)}
        />
      )}
    </Modal>
  );
}

interface ResolveValues {
  outcome: NotReceivedOutcome | null;
  note: string;
}

/** Settles a member's "not received" with what the bank says: delivered after all, or returned (held again to be paid anew). */
function ResolveDialog({ withdrawal, onClose }: { withdrawal: OperatorWithdrawal; onClose: () => void }) {
  const { t } = useTranslation('operator');
  const { money } = useFormat({ symbol: withdrawal.currencySymbol });
  const actionError = useActionError();
  const resolveForm = useContractForm<ResolveValues>({
    schema: resolveSchema,
    defaultValues: { outcome: null, note: '' },
    checks: ({ outcome }) => ({ outcome: outcome === null ? { key: 'operator:withdrawals.outcomeRequired' } : null }),
  });
  const outcomeProblem = problemOf(resolveForm.formState.errors.outcome);
  const problemText = useProblemText();
  const { review, toReview, back } = useReview<{ outcome: NotReceivedOutcome; note: string }>();
  const [resolve, result] = useResolveWithdrawalMutation();
  const last = withdrawal.parts.filter((p) => p.returnedAt === null).at(-1);
  const lastAmount = money(last?.amount ?? 0);
  const onConfirm = async (values: { outcome: NotReceivedOutcome; note: string }) => {
    const answer = await resolve({ id: withdrawal.id, ...values });
    if ('data' in answer) onClose();
  };
  return (
    <Modal title={t('withdrawals.resolveTitle', { reference: withdrawal.reference })} onClose={onClose} width={520}>
      {review === null ? (
        <ContractForm
          form={resolveForm}
          className={styles.dialogForm}
          onSubmit={({ outcome, note }) => {
            if (outcome === null) return;
            result.reset();
            toReview({ outcome, note });
          }}
        >
          <p>{t('withdrawals.resolveText', { amount: lastAmount })}</p>
          <fieldset className={styles.choices} aria-invalid={outcomeProblem ? true : undefined}>
            <legend className={form.label}>{t('withdrawals.outcome')}</legend>
            {notReceivedOutcomes.map((o) => (
              <label key={o} className={styles.choice}>
                <input type="radio" value={o} {...resolveForm.register('outcome')} />
                <span>
                  <strong>{t(`withdrawals.outcomes.${o}`)}</strong>
                  <span className={table.muted}>{t(`withdrawals.outcomeHints.${o}`, { amount: lastAmount })}</span>
                </span>
              </label>
            ))}
            {outcomeProblem && (
              <p className={form.error} role="alert">
                {problemText(outcomeProblem)}
              </p>
            )}
          </fieldset>
          <ReasonField name="note" label={t('withdrawals.note')} hint={t('withdrawals.noteHint')} />
          <Button type="submit">{t('adjust.review')}</Button>
        </ContractForm>
      ) : (
        <ReviewStep
          summary={t('withdrawals.resolveText', { amount: lastAmount })}
          facts={[
            [t('withdrawals.outcome'), <strong key="outcome">{t(`withdrawals.outcomes.${review.values.outcome}`)}</strong>],
            [t('withdrawals.amount'), lastAmount],
            [t('withdrawals.note'), review.values.note],
          ]}
          note={t(`withdrawals.outcomeHints.${review.values.outcome}`, { amount: lastAmount })}
          confirmLabel={t('withdrawals.resolve')}
          error={result.isError ? actionError(result.error) : null}
          loading={result.isLoading}
          onBack={back}
          onConfirm={() => void onConfirm(review.values)}
        />
      )}
    </Modal>
  );
}

/** One part of the payout: the amount (at most what remains), reviewed, then paid; a repeat with the same request id pays once. */
function PayForm({ withdrawal }: { withdrawal: OperatorWithdrawal }) {
  const { t } = useTranslation('operator');
  const { money } = useFormat({ symbol: withdrawal.currencySymbol });
  const actionError = useActionError();
  const payForm = useContractForm<{ amount: number | null }>({
    schema: payAmountSchema,
    defaultValues: { amount: withdrawal.remaining },
    checks: ({ amount }) => ({ amount: amountProblem(amount, { required: true, min: 1, max: withdrawal.remaining }) }),
  });
  const { review, toReview, back } = useReview<{ amount: number }>();
  const [pay, result] = useDisburseWithdrawalMutation();
  // the page keys this form by what was paid: a settled part brings a fresh form (the remainder, a new request id)
  return (
    <div role="form" aria-label={t('withdrawals.payTitle')} className={styles.payForm}>
      {review === null ? (
        <ContractForm
          form={payForm}
          className={styles.payFields}
          onSubmit={({ amount }) => {
            if (amount === null) return;
            result.reset();
            toReview({ amount });
          }}
        >
          <div className={styles.payAmount}>
            <AmountField name="amount" label={t('withdrawals.partAmount')} currencySymbol={withdrawal.currencySymbol} required />
            <p className={form.hint}>{t('withdrawals.remainingHint', { remaining: money(withdrawal.remaining) })}</p>
          </div>
          <Button type="submit">{t('adjust.review')}</Button>
        </ContractForm>
      ) : (
        <ReviewStep
          summary={t('withdrawals.remainingHint', { remaining: money(withdrawal.remaining) })}
          facts={[
            [t('withdrawals.member'), withdrawal.member.account],
            [t('withdrawals.bank'), `${withdrawal.card.bankShortName} ${withdrawal.card.maskedNumber}`],
            [t('withdrawals.partAmount'), <strong key="amount">{money(review.values.amount)}</strong>],
            [t('withdrawals.remaining'), money(withdrawal.remaining - review.values.amount)],
          ]}
          confirmLabel={t('withdrawals.pay')}
          error={result.isError ? actionError(result.error) : null}
          loading={result.isLoading}
          onBack={back}
          onConfirm={() => void pay({ id: withdrawal.id, amount: review.values.amount, requestId: review.requestId })}
        />
      )}
    </div>
  );
}

/** One withdrawal: the member, the card, the amounts and parts, the member's proofs, and the review's actions. */
export default function WithdrawalPage() {
  const { t } = useTranslation('operator');
  const { language } = useFormat();
  const actionError = useActionError();
  const role = useConsoleSelector((state) => state.session.operator?.role);
  const id = Number(useParams().withdrawalId);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useWithdrawalQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  const [approve, approval] = useApproveWithdrawalMutation();
  const [rejecting, setRejecting] = useState(false);
  const [resolving, setResolving] = useState(false);

  if (!valid) return <EmptyState title={t('withdrawals.notFound')} />;
  if (detail.isLoading) return <LoadingState />;
  if (detail.isError || !detail.data) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const w = detail.data;
  const shown = (amount: number) => formatCurrency(amount, language, { symbol: w.currencySymbol });
  const may = roleMay(role, withdrawOperatorApi.operatorDisburseWithdrawal);
  const canReject = (w.state === 'pending' || w.state === 'approved') && w.paid === 0;
  const canPay = ['approved', 'disbursing', 'awaitingReceipt', 'notReceived'].includes(w.state) && w.remaining > 0;

  return (
    <>
      <PageHeader
        before={
          <Link className={table.rowLink} to={consolePaths.withdrawals}>
            <ChevronLeftIcon size={14} /> {t('pages.withdrawals')}
          </Link>
        }
        title={t('withdrawals.title', { reference: w.reference })}
        subtitle={<WithdrawalStateBadge state={w.state} />}
        actions={
          may && (
            <>
              {w.state === 'pending' && (
                <Button onClick={() => void approve({ id: w.id })} loading={approval.isLoading}>
                  {t('withdrawals.approve')}
                </Button>
              )}
              {canReject && (
                <Button variant="danger" onClick={() => setRejecting(true)}>
                  {t('withdrawals.reject')}
                </Button>
              )}
              {w.state === 'notReceived' && <Button onClick={() => setResolving(true)}>{t('withdrawals.resolve')}</Button>}
            </>
          )
        }
      />
      {approval.isError && (
        <p className={form.alert} role="alert">
          {actionError(approval.error)}
        </p>
      )}
      <div className={styles.grid}>
        <section className={card.card}>
          <h2 className={card.cardTitle}>{t('withdrawals.amounts')}</h2>
          <dl className={styles.facts}>
            <dt>{t('withdrawals.amount')}</dt>
            <dd className={styles.big}>{shown(w.amount)}</dd>
            <dt>{t('withdrawals.paid')}</dt>
            <dd>{shown(w.paid)}</dd>
            {owesRemainder(w.state) && (
              <>
                <dt>{t('withdrawals.remaining')}</dt>
                <dd>{shown(w.remaining)}</dd>
              </>
            )}
            <dt>{t('withdrawals.requested')}</dt>
            <dd>{(w.createdAt ? formatDateTime(w.createdAt, language) : '—')}</dd>
            {w.confirmDeadline && (
              <>
                <dt>{t('withdrawals.deadline')}</dt>
                <dd>{(w.confirmDeadline ? formatDateTime(w.confirmDeadline, language) : '—')}</dd>
              </>
            )}
            {w.reviewedBy && (
              <>
                <dt>{t('withdrawals.reviewedBy')}</dt>
                <dd>{w.reviewedBy}</dd>
              </>
            )}
            {w.rejectReason && (
              <>
                <dt>{t('withdrawals.reason')}</dt>
                <dd>{w.rejectReason}</dd>
              </>
            )}
          </dl>
        </section>
        <section className={card.card}>
          <h2 className={card.cardTitle}>{t('withdrawals.memberAndCard')}</h2>
          <dl className={styles.facts}>
            <dt>{t('withdrawals.member')}</dt>
            <dd>
              <Link className={table.rowLink} to={consolePaths.member(w.member.id)}>
                {w.member.account}
              </Link>{' '}
              <span className={table.muted}>{w.member.nickname}</span>
            </dd>
            <dt>{t('withdrawals.payee')}</dt>
            <dd>{w.member.payeeName ?? '—'}</dd>
            <dt>{t('withdrawals.bank')}</dt>
            <dd>
              {w.card.bankShortName} · {w.card.bankName}
            </dd>
            <dt>{t('withdrawals.holder')}</dt>
            <dd>{w.card.holderName}</dd>
            <dt>{t('withdrawals.number')}</dt>
            <dd className={table.mono}>{w.card.maskedNumber}</dd>
          </dl>
        </section>
      </div>
      {may && canPay && (
        <section className={`${card.card} ${styles.spaced}`}>
          <h2 className={card.cardTitle}>{t('withdrawals.payTitle')}</h2>
          <PayForm key={`${w.id}:${w.paid}`} withdrawal={w} />
        </section>
      )}
      <section className={`${card.card} ${styles.spaced}`}>
        <h2 className={card.cardTitle}>{t('withdrawals.parts')}</h2>
        {w.parts.length === 0 ? (
          <EmptyNote title={t('withdrawals.noParts')} />
        ) : (
          <div className={table.dense}>
            <DataTable
              caption={t('withdrawals.parts')}
              rows={w.parts.map((part, index) => ({ ...part, n: index + 1 }))}
              rowKey={(part) => part.id}
              columns={[
                { key: 'n', header: '#', cell: (part) => part.n },
                { key: 'amount', header: t('withdrawals.amount'), align: 'end', cell: (part) => (part.returnedAt ? <s>{shown(part.amount)}</s> : shown(part.amount)) },
                {
                  key: 'paidAt',
                  header: t('withdrawals.paidAt'),
                  cell: (part) => (
                    <span className={table.muted}>
                      {part.createdAt ? formatDateTime(part.createdAt, language) : '—'}
                      {part.returnedAt && <> · {t('withdrawals.returnedAt', { when: formatDateTime(part.returnedAt, language) })}</>}
                    </span>
                  ),
                },
              ]}
            />
          </div>
        )}
      </section>
      <section className={card.card}>
        <h2 className={card.cardTitle}>{t('withdrawals.proofs')}</h2>
        {w.proofIds.length === 0 ? (
          <EmptyNote title={t('withdrawals.noProofs')} />
        ) : (
          <div className={styles.proofs}>
            {w.proofIds.map((proof, i) => (
              <UploadImage key={proof} id={proof} className={styles.proof} alt={t('withdrawals.proofAlt', { n: i + 1 })} />
            ))}
          </div>
        )}
      </section>
      {rejecting && <RejectDialog withdrawal={w} onClose={() => setRejecting(false)} />}
      {resolving && <ResolveDialog withdrawal={w} onClose={() => setResolving(false)} />}
    </>
  );
}
