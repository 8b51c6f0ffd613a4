import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isApiErrorData } from '@/shared/api/api-error';
import { Button } from '@/shared/components/button';
import { ChevronLeftIcon } from '@/shared/components/icons';
import { Modal } from '@/shared/components/modal';
import { roleMay } from '@/shared/contract/operator';
import { promotionsOperatorApi, type OperatorApplication } from '@/shared/contract/promotions-operator';
import card from '@/shared/console/card.module.css';
import { useConsoleSelector } from '@/shared/console/console-store';
import { consolePaths } from '@/shared/console/console-paths';
import { useErrorText } from '@/shared/console/error-text';
import { PageHeader } from '@/shared/console/page-header';
import { ReasonField } from '@/shared/console/reason-field';
import { ReviewStep, useReview } from '@/shared/console/review-step';
import { EmptyNote, EmptyState, ErrorState, LoadingState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { UploadImage } from '@/shared/console/upload-image';
import { amountProblem } from '@/shared/form/amount';
import { AmountField } from '@/shared/form/amount-field';
import { ContractForm } from '@/shared/form/contract-form';
import { schemaOf, useContractForm } from '@/shared/form/use-contract-form';
import { useFormat } from '@/shared/i18n/use-format';
import { ApplicationStateBadge } from './application-labels';
import { useApplicationQuery, useApproveApplicationMutation, useRejectApplicationMutation } from './applications-api';
import styles from './promotions-console.module.css';

const rejectSchema = schemaOf(promotionsOperatorApi.operatorRejectApplication.request, ['reason']);
// the amount is judged by its limits (whole units, at most the promotion's cap), stricter than the call's schema
const approveSchema = schemaOf(promotionsOperatorApi.operatorApproveApplication.request, []);

/** Why a decision was refused, in the console's words: a decided application or a member already rewarded say so. */
function useDecisionError() {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  return (error: unknown) => {
    const reason = isApiErrorData(error) ? (error.value as { reason?: unknown } | null)?.reason : undefined;
    if (reason === 'applicationClosed') return t('applications.closed');
    if (reason === 'alreadyRewarded') return t('applications.alreadyRewarded');
    return errorText(error);
  };
}

/** Approves with an amount (at most the cap), paid to the member at once through the ledger. Reviewed, then confirmed. */
function ApproveDialog({ application, onClose }: { application: OperatorApplication; onClose: () => void }) {
  const { t } = useTranslation('operator');
  const { money } = useFormat({ symbol: application.currencySymbol });
  const decisionError = useDecisionError();
  const amountForm = useContractForm<{ amount: number | null }>({
    schema: approveSchema,
    defaultValues: { amount: application.cap },
    checks: ({ amount }) => ({ amount: amountProblem(amount, { required: true, min: 1, max: application.cap }) }),
  });
  const { review, toReview, back } = useReview<{ amount: number }>();
  const [approve, result] = useApproveApplicationMutation();
  const onConfirm = async (amount: number) => {
    const answer = await approve({ id: application.id, amount });
    if ('data' in answer) onClose();
  };
  return (
    <Modal title={t('applications.approveTitle', { account: application.member.account })} onClose={onClose} width={480}>
      {review === null ? (
        <ContractForm
          form={amountForm}
          className={styles.dialogForm}
          onSubmit={({ amount }) => {
            if (amount === null) return;
            result.reset();
            toReview({ amount });
          }}
        >
          <p>{t('applications.approveText', { cap: money(application.cap) })}</p>
          <AmountField name="amount" label={t('applications.amount')} currencySymbol={application.currencySymbol} required autoFocusOnOpen />
          <Button type="submit">{t('adjust.review')}</Button>
        </ContractForm>
      ) : (
        <ReviewStep
          summary={t('applications.approveSummary', { amount: money(review.values.amount), account: application.member.account })}
          facts={[
            [t('applications.member'), application.member.account],
            [t('applications.promotion'), application.promotionTitle],
            [t('applications.amount'), <strong key="amount">{money(review.values.amount)}</strong>],
          ]}
          note={t('applications.approveNote')}
          confirmLabel={t('applications.approve')}
          error={result.isError ? decisionError(result.error) : null}
          loading={result.isLoading}
          onBack={back}
          onConfirm={() => void onConfirm(review.values.amount)}
        />
      )}
    </Modal>
  );
}

/** Rejects with a reason the member sees on the promotion. Reviewed, then confirmed. */
function RejectDialog({ application, onClose }: { application: OperatorApplication; onClose: () => void }) {
  const { t } = useTranslation('operator');
  const decisionError = useDecisionError();
  const reasonForm = useContractForm<{ reason: string }>({ schema: rejectSchema, defaultValues: { reason: '' } });
  const { review, toReview, back } = useReview<{ reason: string }>();
  const [reject, result] = useRejectApplicationMutation();
  const onConfirm = async (reason: string) => {
    const answer = await reject({ id: application.id, reason });
    if ('data' in answer) onClose();
  };
  return (
    <Modal title={t('applications.rejectTitle', { account: application.member.account })} onClose={onClose} width={480}>
      {review === null ? (
        <ContractForm
          form={reasonForm}
          className={styles.dialogForm}
          onSubmit={(values) => {
            result.reset();
            toReview(values);
          }}
        >
          <ReasonField label={t('applications.reason')} hint={t('applications.reasonHint')} autoFocusOnOpen />
          <Button type="submit">{t('adjust.review')}</Button>
        </ContractForm>
      ) : (
        <ReviewStep
          summary={t('applications.rejectSummary', { account: application.member.account })}
          facts={[
            [t('applications.member'), application.member.account],
            [t('applications.promotion'), application.promotionTitle],
            [t('applications.reason'), review.values.reason],
          ]}
          confirmLabel={t('applications.reject')}
          danger
          error={result.isError ? decisionError(result.error) : null}
          loading={result.isLoading}
          onBack={back}
          onConfirm={() => void onConfirm(review.values.reason)}
        />
      )}
    </Modal>
  );
}

/** One application: the member, the promotion, the member's remark and images, and the decision. */
export default function ApplicationPage() {
  const { t } = useTranslation('operator');
  const { money, dateTime } = useFormat();
  const role = useConsoleSelector((state) => state.session.operator?.role);
  const id = Number(useParams().applicationId);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useApplicationQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);

  if (!valid) return <EmptyState title={t('applications.notFound')} />;
  if (detail.isLoading) return <LoadingState />;
  if (detail.isError || !detail.data) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const a = detail.data;
  const may = a.state === 'pending' && roleMay(role, promotionsOperatorApi.operatorApproveApplication);
  const shown = (amount: number) => money(amount, { symbol: a.currencySymbol });

  return (
    <>
      <PageHeader
        before={
          <Link className={table.rowLink} to={consolePaths.applications}>
            <ChevronLeftIcon size={14} /> {t('pages.applications')}
          </Link>
        }
        title={t('applications.title', { account: a.member.account })}
        subtitle={<ApplicationStateBadge state={a.state} />}
        actions={
          may && (
            <>
              <Button onClick={() => setDialog('approve')}>{t('applications.approve')}</Button>
              <Button variant="danger" onClick={() => setDialog('reject')}>
                {t('applications.reject')}
              </Button>
            </>
          )
        }
      />
      <div className={styles.grid}>
        <section className={card.card}>
          <h2 className={card.cardTitle}>{t('applications.facts')}</h2>
          <dl className={styles.facts}>
            <dt>{t('applications.promotion')}</dt>
            <dd>{a.promotionTitle}</dd>
            <dt>{t('applications.member')}</dt>
            <dd>
              <Link className={table.rowLink} to={consolePaths.member(a.member.id)}>
                {a.member.account}
              </Link>
            </dd>
            <dt>{t('applications.cap')}</dt>
            <dd>{shown(a.cap)}</dd>
            <dt>{t('applications.applied')}</dt>
            <dd>{dateTime(a.createdAt)}</dd>
            {a.reviewedAt && (
              <>
                <dt>{t('applications.reviewedAt')}</dt>
                <dd>{dateTime(a.reviewedAt)}</dd>
              </>
            )}
            {a.amount !== null && (
              <>
                <dt>{t('applications.amount')}</dt>
                <dd>{shown(a.amount)}</dd>
              </>
            )}
            {a.reason && (
              <>
                <dt>{t('applications.reason')}</dt>
                <dd>{a.reason}</dd>
              </>
            )}
          </dl>
        </section>
        <section className={card.card}>
          <h2 className={card.cardTitle}>{t('applications.comment')}</h2>
          <p className={styles.comment}>{a.comment}</p>
        </section>
      </div>
      <section className={card.card}>
        <h2 className={card.cardTitle}>{t('applications.images')}</h2>
        {a.imageIds.length === 0 ? (
          <EmptyNote title={t('applications.noImages')} />
        ) : (
          <div className={styles.images}>
            {a.imageIds.map((image, i) => (
              <UploadImage key={image} id={image} className={styles.image} alt={t('applications.imageAlt', { n: i + 1 })} />
            ))}
          </div>
        )}
      </section>
      {dialog === 'approve' && <ApproveDialog application={a} onClose={() => setDialog(null)} />}
      {dialog === 'reject' && <RejectDialog application={a} onClose={() => setDialog(null)} />}
    </>
  );
}
