import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { Skeleton } from '@/shared/components/feedback';
import { ChevronLeftIcon } from '@/shared/components/icons';
import { LoadFailed } from '@/shared/components/load-failed';
import { TICKET_CONTENT_MAX, type TicketMessage } from '@/shared/contract/support';
import { uploadPath } from '@/shared/contract/uploads';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { TextAreaField } from '@/shared/form/text-area-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import { useFormat } from '@/shared/i18n/use-format';
import { useProtectedImage } from '@/shared/store/use-protected-image';
import panels from '@/shared/styles/panels.module.css';
import { applySupportErrors } from './support-failure';
import { useReplyTicketMutation, useTicketQuery } from './support-api';
import { useSupportT } from './support-texts';
import { TicketStateBadge } from './ticket-labels';
import styles from './support.module.css';

/** A member's picture, fetched with their session (an <img> cannot send the token). */
function MessageImage({ id, alt }: { id: string; alt: string }) {
  const image = useProtectedImage(uploadPath(id));
  return image.src ? <img className={styles.image} src={image.src} alt={alt} /> : <span className={styles.image} role="img" aria-label={alt} />;
}

function Message({ message }: { message: TicketMessage }) {
  const { t } = useSupportT();
  const { dateTime } = useFormat();
  const mine = message.author === 'member';
  return (
    <li className={mine ? `${styles.message} ${styles.mine}` : `${styles.message} ${styles.theirs}`}>
      <p className={styles.messageHead}>
        <strong>{mine ? t('tickets.you') : t('tickets.staff')}</strong>
        <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
      </p>
      <p className={styles.messageText}>{message.content}</p>
      {message.imageIds.length > 0 && (
        <div className={styles.images}>
          {message.imageIds.map((id, i) => (
            <MessageImage key={id} id={id} alt={t('tickets.imageAlt', { n: i + 1 })} />
          ))}
        </div>
      )}
    </li>
  );
}

type ReplyValues = { content: string };
const replySchema = z.object({ content: z.string().check(z.trim(), z.minLength(1), z.maxLength(TICKET_CONTENT_MAX)) });

function ReplyForm({ id }: { id: number }) {
  const { t } = useSupportT();
  const [reply, result] = useReplyTicketMutation();
  const form = useContractForm<ReplyValues>({ schema: replySchema, defaultValues: { content: '' } });
  const submit = async ({ content }: ReplyValues) => {
    try {
      await reply({ id, content }).unwrap();
      form.reset({ content: '' });
    } catch (error) {
      applySupportErrors(form, error, ['content']);
    }
  };
  return (
    <ContractForm form={form} onSubmit={submit} className={styles.form}>
      <FormError />
      <TextAreaField name="content" label={t('tickets.reply')} maxLength={TICKET_CONTENT_MAX} rows={3} required />
      <div className={styles.actions}>
        <Button type="submit" loading={result.isLoading}>
          {t('tickets.send')}
        </Button>
      </div>
    </ContractForm>
  );
}

/** One ticket: its type and state, the thread of messages, and a reply while it is not closed. */
export function TicketThread({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useSupportT();
  const { dateTime } = useFormat();
  const ticket = useTicketQuery(id, { refetchOnMountOrArgChange: true });
  const back = (
    <Button variant="ghost" size="small" icon={<ChevronLeftIcon size={14} />} onClick={onBack} className={styles.back}>
      {t('tickets.back')}
    </Button>
  );
  if (ticket.isLoading) return <Skeleton style={{ height: 320 }} />;
  if (ticket.isError || !ticket.data) {
    return (
      <div className={panels.page}>
        {back}
        <LoadFailed title={t('tickets.threadFailed')} onRetry={() => void ticket.refetch()} />
      </div>
    );
  }
  const detail = ticket.data;
  return (
    <div className={panels.page}>
      {back}
      <section className={panels.panel} aria-labelledby="ticket-title">
        <div className={styles.threadHead}>
          <h3 id="ticket-title" className={styles.sectionTitle}>
            {t('tickets.number', { id: detail.id })} · {t(`types.${detail.type}`)}
          </h3>
          <TicketStateBadge state={detail.state} />
        </div>
        <p className={panels.sub}>{t('tickets.opened', { time: dateTime(detail.createdAt) })}</p>
        <ol className={styles.thread}>
          {detail.messages.map((m) => (
            <Message key={m.id} message={m} />
          ))}
        </ol>
        {detail.state === 'closed' ? <p className={panels.note}>{t('tickets.closedNote')}</p> : <ReplyForm id={detail.id} />}
      </section>
    </div>
  );
}
