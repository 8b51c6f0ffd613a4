import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { DataTable, type Column } from '@/shared/components/data-table';
import { messageKinds, type MessageKind } from '@/shared/contract/messages';
import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX, messageAudiences, type MessageAudience, type MessageSendInput, type OperatorBroadcast } from '@/shared/contract/messages-operator';
import { Badge } from '@/shared/console/badge';
import card from '@/shared/console/card.module.css';
import { useConsoleSelector } from '@/shared/console/console-store';
import { useErrorText } from '@/shared/console/error-text';
import form from '@/shared/console/form.module.css';
import { ListPager } from '@/shared/console/list-pager';
import { PageHeader } from '@/shared/console/page-header';
import { ReviewStep, useReview } from '@/shared/console/review-step';
import { ErrorState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { ContractForm } from '@/shared/form/contract-form';
import type { Problem } from '@/shared/form/problem';
import { SelectField } from '@/shared/form/select-field';
import { TextAreaField } from '@/shared/form/text-area-field';
import { TextField } from '@/shared/form/text-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import { useFormat } from '@/shared/i18n/use-format';
import { sanitizeHtml } from '@/shared/lib/sanitize';
import { useSendMessageMutation, useSentMessagesQuery } from './messages-console-api';
import styles from './messages-console.module.css';

const PAGE_SIZE = 20;

interface ComposeValues {
  merchantCode: string;
  audience: MessageAudience;
  account: string;
  rankLevel: string;
  kind: MessageKind;
  title: string;
  content: string;
  when: 'now' | 'later';
  sendAt: string;
}

// typed as text and judged by `checks`; the call's schema judges what is sent
const composeSchema = z.object({});

const fromLocalInput = (value: string): string | null => {
  if (value.trim() === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

const blank = (brand: string, ranks: number[]): ComposeValues => ({
  merchantCode: brand,
  audience: 'member',
  account: '',
  rankLevel: String(ranks[0] ?? ''),
  kind: 'service',
  title: '',
  content: '',
  when: 'now',
  sendAt: '',
});

function inputOf(v: ComposeValues): MessageSendInput {
  return {
    ...(v.merchantCode.trim() ? { merchantCode: v.merchantCode.trim() } : {}),
    audience: v.audience,
    ...(v.audience === 'member' ? { account: v.account.trim() } : {}),
    ...(v.audience === 'rank' ? { rankLevel: Number(v.rankLevel) } : {}),
    kind: v.kind,
    title: v.title.trim(),
    content: v.content.trim(),
    sendAt: v.when === 'later' ? fromLocalInput(v.sendAt) : null,
  };
}

/** Compose: the audience (a member's account, a VIP rank, everyone), the kind, the copy and when; reviewed, then sent and audited. */
function Compose({ ranks }: { ranks: Array<{ merchantCode: string; rankLevel: number; name: string }> }) {
  const { t } = useTranslation('operator');
  const { dateTime } = useFormat();
  const errorText = useErrorText();
  const brand = useConsoleSelector((state) => state.session.operator?.merchantCode ?? null);
  const levels = [...new Set(ranks.map((r) => r.rankLevel))];
  const compose = useContractForm<ComposeValues>({
    schema: composeSchema,
    defaultValues: blank(brand ?? '', levels),
    checks: (v) => {
      const problems: Partial<Record<keyof ComposeValues & string, Problem | null>> = {
        merchantCode: !brand && v.merchantCode.trim() === '' ? { key: 'validation.notEmpty' } : null,
        account: v.audience === 'member' && v.account.trim() === '' ? { key: 'validation.notEmpty' } : null,
        rankLevel: v.audience === 'rank' && v.rankLevel === '' ? { key: 'validation.notEmpty' } : null,
        title: v.title.trim() === '' ? { key: 'validation.notEmpty' } : null,
        content: v.content.trim() === '' ? { key: 'validation.notEmpty' } : null,
        sendAt:
          v.when === 'later' && (fromLocalInput(v.sendAt) === null || Date.parse(v.sendAt) <= Date.now()) ? { key: 'operator:messages.sendAtFuture' } : null,
      };
      return problems;
    },
  });
  const values = useWatch({ control: compose.control }) as ComposeValues;
  const { review, toReview, back } = useReview<MessageSendInput>();
  const [send, result] = useSendMessageMutation();
  const [sent, setSent] = useState<OperatorBroadcast | null>(null);

  const audienceText = (input: Pick<MessageSendInput, 'audience' | 'account' | 'rankLevel'>) =>
    input.audience === 'member'
      ? t('messages.toMember', { account: input.account ?? '' })
      : input.audience === 'rank'
        ? t('messages.toRank', { rank: ranks.find((r) => r.rankLevel === input.rankLevel)?.name ?? String(input.rankLevel) })
        : t('messages.toEveryone');

  if (review) {
    const input = review.values;
    return (
      <section className={card.card} aria-label={t('messages.compose')}>
        <h2 className={card.cardTitle}>{t('messages.compose')}</h2>
        <ReviewStep
          summary={input.sendAt ? t('messages.reviewScheduled', { when: dateTime(input.sendAt) }) : t('messages.reviewNow')}
          facts={[
            [t('messages.audience'), audienceText(input)],
            [t('messages.kind'), t(`messages.kinds.${input.kind}`)],
            [t('messages.title'), input.title],
            [t('messages.preview'), <div key="preview" className={styles.preview} dangerouslySetInnerHTML={{ __html: sanitizeHtml(input.content) }} />],
          ]}
          note={input.kind === 'marketing' ? t('messages.marketingNote') : t('messages.serviceNote')}
          confirmLabel={input.sendAt ? t('messages.schedule') : t('messages.send')}
          error={result.isError ? errorText(result.error) : null}
          loading={result.isLoading}
          onBack={back}
          onConfirm={() =>
            void send(input).then((answer) => {
              if ('data' in answer && answer.data) {
                setSent(answer.data);
                back();
                compose.reset(blank(brand ?? '', levels));
              }
            })
          }
        />
      </section>
    );
  }

  return (
    <section className={card.card} aria-label={t('messages.compose')}>
      <h2 className={card.cardTitle}>{t('messages.compose')}</h2>
      <ContractForm
        form={compose}
        className={styles.form}
        aria-label={t('messages.compose')}
        onSubmit={(v) => {
          setSent(null);
          result.reset();
          toReview(inputOf(v));
        }}
      >
        {!brand && <TextField name="merchantCode" label={t('messages.brand')} required maxLength={32} />}
        <div className={styles.row}>
          <SelectField name="audience" label={t('messages.audience')} options={messageAudiences.map((a) => ({ value: a, label: t(`messages.audiences.${a}`) }))} />
          <SelectField name="kind" label={t('messages.kind')} options={messageKinds.map((k) => ({ value: k, label: t(`messages.kinds.${k}`) }))} />
        </div>
        {values.audience === 'member' && <TextField name="account" label={t('messages.account')} required maxLength={64} autoComplete="off" />}
        {values.audience === 'rank' && (
          <SelectField
            name="rankLevel"
            label={t('messages.rank')}
            required
            options={ranks
              .filter((r) => !values.merchantCode || brand || r.merchantCode === values.merchantCode.trim())
              .map((r) => ({ value: String(r.rankLevel), label: brand ? r.name : `${r.merchantCode} · ${r.name}` }))}
          />
        )}
        <TextField name="title" label={t('messages.title')} required maxLength={MESSAGE_TITLE_MAX} />
        <TextAreaField name="content" label={t('messages.content')} required maxLength={MESSAGE_CONTENT_MAX} rows={6} description={t('messages.contentHint')} />
        <div className={styles.row}>
          <SelectField
            name="when"
            label={t('messages.when')}
            options={[
              { value: 'now', label: t('messages.now') },
              { value: 'later', label: t('messages.later') },
            ]}
          />
          {values.when === 'later' && <TextField name="sendAt" type="datetime-local" label={t('messages.sendAt')} required />}
        </div>
        {sent && (
          <p className={form.hint} role="status">
            {sent.deliveredAt ? t('messages.sent', { count: sent.recipients ?? 0 }) : t('messages.scheduled', { when: dateTime(sent.sendAt) })}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit">{t('adjust.review')}</Button>
        </div>
      </ContractForm>
    </section>
  );
}

/** Platform messages: compose one (to a member, a VIP rank or everyone; service or marketing; now or later) and the list of what was sent, with how many it reached and read it. */
export default function MessagesPage() {
  const { t } = useTranslation('operator');
  const { dateTime, number } = useFormat();
  const [page, setPage] = useState(1);
  const list = useSentMessagesQuery({ page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });

  const columns: Column<OperatorBroadcast>[] = [
    { key: 'sendAt', header: t('messages.sendAt'), cell: (b) => dateTime(b.sendAt) },
    {
      key: 'title',
      header: t('messages.title'),
      cell: (b) => (
        <span className={styles.clip} title={b.title}>
          {b.title}
        </span>
      ),
    },
    {
      key: 'audience',
      header: t('messages.audience'),
      cell: (b) =>
        b.audience === 'member'
          ? t('messages.toMember', { account: b.account ?? '' })
          : b.audience === 'rank'
            ? t('messages.toRank', { rank: list.data?.ranks.find((r) => r.rankLevel === b.rankLevel && r.merchantCode === b.merchantCode)?.name ?? String(b.rankLevel) })
            : t('messages.toEveryone'),
    },
    { key: 'kind', header: t('messages.kind'), cell: (b) => <Badge tone={b.kind === 'marketing' ? 'info' : 'neutral'}>{t(`messages.kinds.${b.kind}`)}</Badge> },
    {
      key: 'status',
      header: t('messages.status'),
      cell: (b) => <Badge tone={b.deliveredAt ? 'good' : 'warn'}>{b.deliveredAt ? t('messages.delivered') : t('messages.pending')}</Badge>,
    },
    { key: 'recipients', header: t('messages.recipients'), align: 'end', cell: (b) => (b.recipients === null ? '—' : number(b.recipients)) },
    { key: 'reads', header: t('messages.reads'), align: 'end', cell: (b) => number(b.reads) },
    { key: 'withheld', header: t('messages.withheld'), align: 'end', cell: (b) => (b.kind === 'marketing' ? number(b.withheld) : '—') },
    { key: 'sentBy', header: t('messages.sentBy'), cell: (b) => b.sentBy },
  ];

  return (
    <>
      <PageHeader title={t('pages.messages')} subtitle={t('messages.lead')} />
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div className={styles.layout}>
          {list.data ? <Compose ranks={list.data.ranks} /> : <section className={card.card} aria-busy="true" />}
          <div>
            <div className={table.dense}>
              <DataTable
                caption={t('messages.sentList')}
                columns={columns}
                rows={list.data?.items}
                rowKey={(b) => b.id}
                loading={list.isFetching}
                emptyTitle={t('messages.noneSent')}
              />
            </div>
            {list.data && list.data.total > PAGE_SIZE && (
              <ListPager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} label={t('messages.sentList')} />
            )}
          </div>
        </div>
      )}
    </>
  );
}
