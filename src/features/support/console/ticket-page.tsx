import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isApiErrorData } from '@/shared/api/api-error';
import { Button } from '@/shared/components/button';
import { ChevronLeftIcon } from '@/shared/components/icons';
import { Modal } from '@/shared/components/modal';
import { TICKET_CONTENT_MAX } from '@/shared/contract/support';
import { supportOperatorApi, type OperatorTicketDetail } from '@/shared/contract/support-operator';
import { BrandTag } from '@/shared/console/brand-tag';
import card from '@/shared/console/card.module.css';
import { consolePaths } from '@/shared/console/console-paths';
import { useErrorText } from '@/shared/console/error-text';
import { PageHeader } from '@/shared/console/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { UploadImage } from '@/shared/console/upload-image';
import { ContractForm } from '@/shared/form/contract-form';
import { TextAreaField } from '@/shared/form/text-area-field';
import { schemaOf, useContractForm } from '@/shared/form/use-contract-form';
import { useFormat } from '@/shared/i18n/use-format';
import { useCloseTicketMutation, useReplyTicketMutation, useTicketQuery } from './desk-api';
import { TicketStateBadge } from './ticket-labels';
import styles from './desk.module.css';

const replySchema = schemaOf(supportOperatorApi.operatorReplyTicket.request, ['content']);

/** Why a desk action was refused, in the console's words: a closed ticket says so. */
function useDeskError() {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  return (error: unknown) => {
    const reason = isApiErrorData(error) ? (error.value as { reason?: unknown } | null)?.reason : undefined;
    return reason === 'ticketClosed' ? t('support.closedAlready') : errorText(error);
  };
}

function ReplyForm({ ticket }: { ticket: OperatorTicketDetail }) {
  const { t } = useTranslation('operator');
  const deskError = useDeskError();
  const [reply, result] = useReplyTicketMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm<{ content: string }>({ schema: replySchema, defaultValues: { content: '' } });
  return (
    <ContractForm
      form={form}
      className={styles.reply}
      onSubmit={async ({ content }) => {
        setFailure(null);
        const answer = await reply({ id: ticket.id, content });
        if ('data' in answer) form.reset({ content: '' });
        else setFailure(deskError(answer.error));
      }}
    >
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <TextAreaField name="content" label={t('support.reply')} maxLength={TICKET_CONTENT_MAX} rows={4} required description={t('support.replyHint')} />
      <div>
        <Button type="submit" loading={result.isLoading}>
          {t('support.send')}
        </Button>
      </div>
    </ContractForm>
  );
}

function CloseDialog({ ticket, onClose }: { ticket: OperatorTicketDetail; onClose: () => void }) {
  const { t } = useTranslation('operator');
  const deskError = useDeskError();
  const [close, result] = useCloseTicketMutation();
  return (
    <Modal title={t('support.closeTitle', { id: ticket.id })} onClose={onClose} width={440}>
      <div className={styles.dialog}>
        <p>{t('support.closeText', { account: ticket.member.account })}</p>
        {result.isError && (
          <p role="alert" className={styles.error}>
            {deskError(result.error)}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={result.isLoading}
            onClick={async () => {
              const answer = await close({ id: ticket.id });
              if ('data' in answer) onClose();
            }}
          >
            {t('support.close')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** One ticket: the member, the thread with the member's pictures, staff's reply and close. */
export default function TicketPage() {
  const { t } = useTranslation('operator');
  const { dateTime } = useFormat();
  const id = Number(useParams().ticketId);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useTicketQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  const [closing, setClosing] = useState(false);
  if (!valid) return <EmptyState title={t('support.notFound')} />;
  if (detail.isLoading) return <LoadingState />;
  if (detail.isError || !detail.data) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const ticket = detail.data;
  return (
    <>
      <PageHeader
        before={
          <Link className={table.rowLink} to={consolePaths.tickets}>
            <ChevronLeftIcon size={14} /> {t('pages.tickets')}
          </Link>
        }
        title={t('support.title', { id: ticket.id, type: t(`support.types.${ticket.type}`) })}
        subtitle={<TicketStateBadge state={ticket.state} />}
        actions={
          ticket.state !== 'closed' && (
            <Button variant="danger" onClick={() => setClosing(true)}>
              {t('support.close')}
            </Button>
          )
        }
      />
      <section className={`${card.card} ${styles.spaced}`}>
        <dl className={styles.facts}>
          <dt>{t('support.member')}</dt>
          <dd>
            <Link className={table.rowLink} to={consolePaths.member(ticket.member.id)}>
              {ticket.member.account}
            </Link>
            <BrandTag code={ticket.merchantCode} />
          </dd>
          <dt>{t('support.opened')}</dt>
          <dd>{dateTime(ticket.createdAt)}</dd>
          {ticket.closedAt && (
            <>
              <dt>{t('support.closedAt')}</dt>
              <dd>{dateTime(ticket.closedAt)}</dd>
            </>
          )}
        </dl>
      </section>
      <section className={card.card} aria-labelledby="thread-title">
        <h2 id="thread-title" className={card.cardTitle}>
          {t('support.thread')}
        </h2>
        <ol className={styles.thread}>
          {ticket.messages.map((m) => (
            <li key={m.id} className={m.author === 'member' ? styles.member : styles.staff}>
              <p className={styles.messageHead}>
                <strong>{m.author === 'member' ? ticket.member.account : (m.operator ?? t('support.staff'))}</strong>
                <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
              </p>
              <p className={styles.text}>{m.content}</p>
              {m.imageIds.length > 0 && (
                <div className={styles.images}>
                  {m.imageIds.map((image, i) => (
                    <UploadImage key={image} id={image} className={styles.image} alt={t('support.imageAlt', { n: i + 1 })} />
                  ))}
                </div>
              )}
            </li>
          ))}
        </ol>
        {ticket.state === 'closed' ? <p className={table.muted}>{t('support.closedNote')}</p> : <ReplyForm ticket={ticket} />}
      </section>
      {closing && <CloseDialog ticket={ticket} onClose={() => setClosing(false)} />}
    </>
  );
}
