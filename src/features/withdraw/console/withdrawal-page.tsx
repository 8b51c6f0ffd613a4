import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isApiErrorData } from '@/shared/api/api-error';
import { Button } from '@/shared/components/button';
import { ChevronLeftIcon } from '@/shared/components/icons';
import { Modal } from '@/shared/components/modal';
import { env } from '@/shared/config/env';
import { REASON_MAX, REASON_MIN, roleMay } from '@/shared/contract/operator';
import { uploadPath } from '@/shared/contract/uploads';
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
import { consoleToken } from '@/shared/console/token-storage';
import { useConsoleSelector } from '@/shared/console/console-store';
import { newIdempotencyKey as newRequestId } from '@/shared/api/idempotency';
import { parseAmount } from '@/shared/form/amount';
import { WithdrawalStateBadge } from './withdrawal-labels';
import { useApproveWithdrawalMutation, useDisburseWithdrawalMutation, useRejectWithdrawalMutation, useResolveWithdrawalMutation, useWithdrawalQuery } from './withdrawals-api';
import styles from './withdrawals.module.css';

/** A proof image, fetched with the operator's token (an <img> cannot send it) and shown from a blob. */
function ProofImage({ id, alt }: { id: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    const controller = new AbortController();
    const token = consoleToken.get();
    void fetch(`${env.VITE_API_BASE_URL}${uploadPath(id)}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return src ? <img className={styles.proof} src={src} alt={alt} /> : <div className={styles.proof} role="img" aria-label={alt} />;
}

/** Why an action was refused, in the console's words: a closed withdrawal says so. */
function useActionError() {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  return (error: unknown) => {
    if (isApiErrorData(error) && (error.value as { reason?: unknown } | null)?.reason === 'withdrawalClosed') return t('withdrawals.closed');
    return errorText(error);
  };
}

function RejectDialog({ withdrawal, onClose }: { withdrawal: OperatorWithdrawal; onClose: () => void }) {
  const { t } = useTranslation('operator');
  const { language } = useFormat();
  const actionError = useActionError();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [reject, result] = useRejectWithdrawalMutation();
  const problem = reason.trim().length < REASON_MIN ? t('withdrawals.reasonRequired', { min: REASON_MIN }) : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    const answer = await reject({ id: withdrawal.id, reason: reason.trim() });
    if ('data' in answer) onClose();
  };
  return (
    <Modal title={t('withdrawals.rejectTitle', { reference: withdrawal.reference })} onClose={onClose} width={480}>
      <form className={styles.dialogForm} onSubmit={(e) => void submit(e)} noValidate>
        <p>{t('withdrawals.rejectText', { amount: formatCurrency(withdrawal.amount, language, { symbol: withdrawal.currencySymbol }) })}</p>
        <div className={form.field}>
          <label className={form.label} htmlFor={reasonId}>
            {t('withdrawals.reason')}
          </label>
          <textarea
            id={reasonId}
            className={form.textarea}
            value={reason}
            maxLength={REASON_MAX}
            aria-invalid={(touched && problem !== null) || undefined}
            aria-describedby={`${reasonId}-hint`}
            onChange={(event) => setReason(event.target.value)}
          />
          <span id={`${reasonId}-hint`} className={touched && problem ? form.error : form.hint}>
            {touched && problem ? problem : t('withdrawals.reasonHint')}
          </span>
        </div>
        {result.isError && (
          <p className={form.alert} role="alert">
            {actionError(result.error)}
          </p>
        )}
        <Button type="submit" variant="danger" loading={result.isLoading}>
          {t('withdrawals.reject')}
        </Button>
      </form>
    </Modal>
  );
}

/** Settles a member's "not received" with what the bank says: delivered after all, or returned (held again to be paid anew). */
function ResolveDialog({ withdrawal, onClose }: { withdrawal: OperatorWithdrawal; onClose: () => void }) {
  const { t } = useTranslation('operator');
  const { language } = useFormat();
  const actionError = useActionError();
  const noteId = useId();
  const [outcome, setOutcome] = useState<NotReceivedOutcome | null>(null);
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [resolve, result] = useResolveWithdrawalMutation();
  const last = withdrawal.parts.filter((p) => p.returnedAt === null).at(-1);
  const lastAmount = formatCurrency(last?.amount ?? 0, language, { symbol: withdrawal.currencySymbol });
  const problem = outcome === null ? t('withdrawals.outcomeRequired') : note.trim().length < REASON_MIN ? t('withdrawals.reasonRequired', { min: REASON_MIN }) : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || outcome === null) return;
    const answer = await resolve({ id: withdrawal.id, outcome, note: note.trim() });
    if ('data' in answer) onClose();
  };
  return (
    <Modal title={t('withdrawals.resolveTitle', { reference: withdrawal.reference })} onClose={onClose} width={520}>
      <form className={styles.dialogForm} onSubmit={(e) => void submit(e)} noValidate>
        <p>{t('withdrawals.resolveText', { amount: lastAmount })}</p>
        <fieldset className={styles.choices}>
          <legend className={form.label}>{t('withdrawals.outcome')}</legend>
          {notReceivedOutcomes.map((o) => (
            <label key={o} className={styles.choice}>
              <input type="radio" name="outcome" value={o} checked={outcome === o} onChange={() => setOutcome(o)} />
              <span>
                <strong>{t(`withdrawals.outcomes.${o}`)}</strong>
                <span className={table.muted}>{t(`withdrawals.outcomeHints.${o}`, { amount: lastAmount })}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className={form.field}>
          <label className={form.label} htmlFor={noteId}>
            {t('withdrawals.note')}
          </label>
          <textarea
            id={noteId}
            className={form.textarea}
            value={note}
            maxLength={REASON_MAX}
            aria-invalid={(touched && problem !== null && outcome !== null) || undefined}
            aria-describedby={`${noteId}-hint`}
            onChange={(event) => setNote(event.target.value)}
          />
          <span id={`${noteId}-hint`} className={touched && problem ? form.error : form.hint}>
            {touched && problem ? problem : t('withdrawals.noteHint')}
          </span>
        </div>
        {result.isError && (
          <p className={form.alert} role="alert">
            {actionError(result.error)}
          </p>
        )}
        <Button type="submit" loading={result.isLoading}>
          {t('withdrawals.resolve')}
        </Button>
      </form>
    </Modal>
  );
}

function PayForm({ withdrawal }: { withdrawal: OperatorWithdrawal }) {
  const { t } = useTranslation('operator');
  const { language } = useFormat();
  const actionError = useActionError();
  const amountId = useId();
  const [text, setText] = useState(String(withdrawal.remaining));
  const [requestId, setRequestId] = useState(newRequestId);
  const [touched, setTouched] = useState(false);
  const [pay, result] = useDisburseWithdrawalMutation();
  const amount = parseAmount(text);
  const problem =
    amount === null || amount <= 0 || !Number.isInteger(amount)
      ? t('withdrawals.partInvalid')
      : amount > withdrawal.remaining
        ? t('withdrawals.partTooLarge', { remaining: formatCurrency(withdrawal.remaining, language, { symbol: withdrawal.currencySymbol }) })
        : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || amount === null) return;
    const answer = await pay({ id: withdrawal.id, amount, requestId });
    // a settled part gets a new id; an unknown outcome keeps it, so trying again pays once
    if ('data' in answer) {
      setRequestId(newRequestId());
      setTouched(false);
      setText(String(answer.data?.remaining ?? 0));
    }
  };
  return (
    <form className={styles.payForm} onSubmit={(e) => void submit(e)} noValidate aria-label={t('withdrawals.payTitle')}>
      <div className={form.field}>
        <label className={form.label} htmlFor={amountId}>
          {t('withdrawals.partAmount')}
        </label>
        <input
          id={amountId}
          className={form.input}
          inputMode="numeric"
          value={text}
          aria-invalid={(touched && problem !== null) || undefined}
          aria-describedby={`${amountId}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <span id={`${amountId}-hint`} className={touched && problem ? form.error : form.hint}>
          {touched && problem ? problem : t('withdrawals.remainingHint', { remaining: formatCurrency(withdrawal.remaining, language, { symbol: withdrawal.currencySymbol }) })}
        </span>
      </div>
      <Button type="submit" loading={result.isLoading}>
        {t('withdrawals.pay')}
      </Button>
      {result.isError && (
        <p className={form.alert} role="alert">
          {actionError(result.error)}
        </p>
      )}
    </form>
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
          <table className={table.table}>
            <caption className="visually-hidden">{t('withdrawals.parts')}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col" className={table.num}>
                  {t('withdrawals.amount')}
                </th>
                <th scope="col">{t('withdrawals.paidAt')}</th>
              </tr>
            </thead>
            <tbody>
              {w.parts.map((part, i) => (
                <tr key={part.id}>
                  <td>{i + 1}</td>
                  <td className={table.num}>{part.returnedAt ? <s>{shown(part.amount)}</s> : shown(part.amount)}</td>
                  <td className={table.muted}>
                    {(part.createdAt ? formatDateTime(part.createdAt, language) : '—')}
                    {part.returnedAt && <> · {t('withdrawals.returnedAt', { when: (part.returnedAt ? formatDateTime(part.returnedAt, language) : '—') })}</>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className={card.card}>
        <h2 className={card.cardTitle}>{t('withdrawals.proofs')}</h2>
        {w.proofIds.length === 0 ? (
          <EmptyNote title={t('withdrawals.noProofs')} />
        ) : (
          <div className={styles.proofs}>
            {w.proofIds.map((proof, i) => (
              <ProofImage key={proof} id={proof} alt={t('withdrawals.proofAlt', { n: i + 1 })} />
            ))}
          </div>
        )}
      </section>
      {rejecting && <RejectDialog withdrawal={w} onClose={() => setRejecting(false)} />}
      {resolving && <ResolveDialog withdrawal={w} onClose={() => setResolving(false)} />}
    </>
  );
}
