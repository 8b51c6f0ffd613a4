import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/shared/components/button';
import { chatInboxViews, type ChatInboxRow, type ChatInboxView, type StaffConversation } from '@/shared/contract/chat-operator';
import { CHAT_TEXT_MAX } from '@/shared/contract/chat-rules';
import { Badge } from '@/shared/console/badge';
import { useConsoleSelector } from '@/shared/console/console-store';
import { useErrorText } from '@/shared/console/error-text';
import { PageHeader } from '@/shared/console/page-header';
import { EmptyNote, ErrorState, LoadingState } from '@/shared/console/states';
import { useFormat } from '@/shared/i18n/use-format';
import {
  useChatCannedQuery,
  useChatCloseMutation,
  useChatConversationQuery,
  useChatInboxQuery,
  useChatLabelsMutation,
  useChatMemberQuery,
  useChatNextMutation,
  useChatReadMutation,
  useChatReplyMutation,
  useChatReportQuery,
  useChatStaffQuery,
  useChatTakeMutation,
  useChatTransferMutation,
  useChatTypingMutation,
} from './chat-console-api';
import { useDeskStream } from './use-desk-stream';
import styles from './chat-console.module.css';

type Tab = ChatInboxView | 'report';
const TYPING_EVERY_MS = 3000;
const newClientId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');

function InboxList({ view, selected, onSelect, typing }: { view: ChatInboxView; selected: number | null; onSelect: (id: number) => void; typing: ReadonlySet<number> }) {
  const { t } = useTranslation('operator');
  const { dateTime } = useFormat();
  const inbox = useChatInboxQuery({ view, pageSize: 50 }, { refetchOnMountOrArgChange: true });
  if (inbox.isLoading) return <LoadingState />;
  if (inbox.error) return <ErrorState error={inbox.error} onRetry={() => void inbox.refetch()} />;
  const items = inbox.data?.items ?? [];
  if (items.length === 0) return <EmptyNote title={t(`chat.empty.${view}`)} />;
  return (
    <ul className={styles.list} aria-label={t(`chat.tabs.${view}`)}>
      {items.map((row: ChatInboxRow) => (
        <li key={row.id}>
          <button type="button" className={styles.row} aria-current={row.id === selected ? 'true' : undefined} onClick={() => onSelect(row.id)}>
            <span className={styles.rowTop}>
              <strong>{row.member.account}</strong>
              {row.queue === 'vip' && <Badge tone="warn">{t('chat.vip')}</Badge>}
              {row.offline && <Badge tone="info">{t('chat.offline')}</Badge>}
              {row.unread > 0 && <Badge tone="bad">{t('chat.unread', { count: row.unread })}</Badge>}
            </span>
            <span className={styles.preview}>{typing.has(row.id) ? t('chat.typing') : row.preview}</span>
            <span className={styles.rowMeta}>
              {dateTime(row.lastMessageAt)}
              {row.staff ? ` · ${row.staff.displayName}` : ''}
              {row.rating !== null ? ` · ${'★'.repeat(row.rating)}` : ''}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function MemberSummary({ memberId }: { memberId: number }) {
  const { t } = useTranslation('operator');
  const member = useChatMemberQuery(memberId);
  const detail = member.data;
  const { money, dateTime } = useFormat({ symbol: detail?.member.currencySymbol });
  if (member.isLoading) return <LoadingState />;
  if (!detail) return member.error ? <ErrorState error={member.error} onRetry={() => void member.refetch()} /> : null;
  const moves = (kind: string) => detail.movements.filter((m) => m.kind.includes(kind)).slice(0, 3);
  return (
    <aside className={styles.summary} aria-label={t('chat.summary')}>
      <h2 className={styles.sectionTitle}>{t('chat.summary')}</h2>
      <dl className={styles.facts}>
        <dt>{t('chat.account')}</dt>
        <dd>
          <a href={`/operator/members/${detail.member.id}`}>{detail.member.account}</a>
        </dd>
        <dt>{t('chat.balance')}</dt>
        <dd>{detail.member.balance === null ? '—' : money(detail.member.balance)}</dd>
        <dt>{t('chat.club')}</dt>
        <dd>{detail.member.clubLabel ?? '—'}</dd>
        <dt>{t('chat.lastLogin')}</dt>
        <dd>{detail.member.lastLoginAt ? dateTime(detail.member.lastLoginAt) : '—'}</dd>
      </dl>
      {(['deposit', 'withdraw'] as const).map((kind) => (
        <section key={kind}>
          <h3 className={styles.sectionTitle}>{t(kind === 'deposit' ? 'chat.deposits' : 'chat.withdrawals')}</h3>
          {moves(kind).length === 0 ? (
            <p className={styles.muted}>{t('chat.none')}</p>
          ) : (
            <ul className={styles.moves}>
              {moves(kind).map((m) => (
                <li key={m.transactionId}>
                  <span>{dateTime(m.createdAt)}</span>
                  <strong>{money(m.amount, { signed: true })}</strong>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </aside>
  );
}

function Conversation({ id, typing }: { id: number; typing: boolean }) {
  const { t } = useTranslation('operator');
  const { time } = useFormat();
  const errorText = useErrorText();
  const me = useConsoleSelector((s) => s.session.operator);
  const query = useChatConversationQuery(id, { refetchOnMountOrArgChange: true });
  const canned = useChatCannedQuery();
  const staff = useChatStaffQuery(id);
  const [take, taking] = useChatTakeMutation();
  const [reply, replying] = useChatReplyMutation();
  const [typingCall] = useChatTypingMutation();
  const [read] = useChatReadMutation();
  const [setLabels] = useChatLabelsMutation();
  const [transfer] = useChatTransferMutation();
  const [close, closing] = useChatCloseMutation();
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState(false);
  const [label, setLabel] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const listRef = useRef<HTMLOListElement>(null);
  const data: StaffConversation | undefined = query.data;
  const c = data?.conversation;
  const lastSeq = data?.messages.at(-1)?.seq ?? 0;

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView?.({ block: 'end' });
  }, [data?.messages.length]);
  useEffect(() => {
    if (c && c.staffId === me?.id && lastSeq > c.staffReadSeq) void read({ id, seq: lastSeq });
  }, [c, me?.id, lastSeq, id, read]);

  if (query.isLoading) return <LoadingState />;
  if (!data || !c) return query.error ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null;
  const mine = c.status === 'active' && c.staffId === me?.id;
  const act = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    void act(async () => {
      await reply({ id, clientId: newClientId(), text, note }).unwrap();
      setDraft('');
    });
  };

  return (
    <section className={styles.conversation} aria-label={t('chat.conversationOf', { account: c.member.account })}>
      <header className={styles.conversationHead}>
        <div>
          <h2 className={styles.sectionTitle}>
            {c.member.account} {c.queue === 'vip' && <Badge tone="warn">{t('chat.vip')}</Badge>}{' '}
            <Badge tone={c.status === 'closed' ? 'neutral' : c.status === 'waiting' ? 'info' : 'good'}>{t(`chat.status.${c.status}`)}</Badge>
          </h2>
          <p className={styles.muted}>{c.staffName ? t('chat.handledBy', { name: c.staffName }) : t('chat.unassigned')}</p>
        </div>
        <div className={styles.headActions}>
          {c.status === 'waiting' && (
            <Button size="small" loading={taking.isLoading} onClick={() => void act(() => take({ id }).unwrap())}>
              {t('chat.take')}
            </Button>
          )}
          {c.status !== 'closed' && (staff.data?.items.length ?? 0) > 0 && (
            <label className={styles.inline}>
              <span className="visually-hidden">{t('chat.transfer')}</span>
              <select
                value=""
                onChange={(e) => {
                  const staffId = Number(e.target.value);
                  if (staffId) void act(() => transfer({ id, staffId }).unwrap());
                }}
              >
                <option value="">{t('chat.transfer')}</option>
                {staff.data?.items.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.displayName}
                  </option>
                ))}
              </select>
            </label>
          )}
          {c.status !== 'closed' && (
            <Button size="small" variant="danger" loading={closing.isLoading} onClick={() => void act(() => close({ id }).unwrap())}>
              {t('chat.close')}
            </Button>
          )}
        </div>
      </header>
      <div className={styles.labels}>
        {c.labels.map((l) => (
          <span key={l} className={styles.label}>
            {l}
            <button type="button" aria-label={t('chat.removeLabel', { label: l })} onClick={() => void act(() => setLabels({ id, labels: c.labels.filter((x) => x !== l) }).unwrap())}>
              ×
            </button>
          </span>
        ))}
        <form
          className={styles.inline}
          onSubmit={(e) => {
            e.preventDefault();
            const value = label.trim();
            if (!value) return;
            void act(async () => {
              await setLabels({ id, labels: [...c.labels, value] }).unwrap();
              setLabel('');
            });
          }}
        >
          <input value={label} maxLength={24} placeholder={t('chat.addLabel')} aria-label={t('chat.addLabel')} onChange={(e) => setLabel(e.target.value)} />
        </form>
      </div>
      <ol ref={listRef} className={styles.messages}>
        {data.messages.map((m) => (
          <li key={m.id} className={`${styles.message} ${m.author === 'member' ? '' : styles.staffMessage} ${m.kind === 'note' ? styles.note : ''}`}>
            <span className={styles.muted}>
              {m.author === 'member' ? c.member.account : (m.staffName ?? '')} · {time(m.createdAt)}
              {m.kind === 'note' ? ` · ${t('chat.privateNote')}` : ''}
            </span>
            <p className={styles.text}>{m.kind === 'image' ? t('chat.image') : m.text}</p>
          </li>
        ))}
        {(typing || data.memberTyping) && c.status !== 'closed' && <li className={styles.muted}>{t('chat.typing')}</li>}
      </ol>
      {c.status === 'closed' && c.rating !== null && <p className={styles.muted}>{t('chat.rated', { rating: c.rating })}</p>}
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      {(mine || c.status === 'waiting' || note || c.status === 'closed') && (
        <form className={styles.composer} onSubmit={submit}>
          {(canned.data?.items.length ?? 0) > 0 && (
            <select aria-label={t('chat.canned')} value="" onChange={(e) => setDraft(canned.data?.items.find((a) => a.id === Number(e.target.value))?.body ?? draft)}>
              <option value="">{t('chat.canned')}</option>
              {canned.data?.items.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.title}
                </option>
              ))}
            </select>
          )}
          <textarea
            value={draft}
            maxLength={CHAT_TEXT_MAX}
            rows={3}
            aria-label={note ? t('chat.notePlaceholder') : t('chat.replyPlaceholder')}
            placeholder={note ? t('chat.notePlaceholder') : t('chat.replyPlaceholder')}
            onChange={(e) => {
              setDraft(e.target.value);
              const now = Date.now();
              if (!note && mine && now - lastTyping.current > TYPING_EVERY_MS) {
                lastTyping.current = now;
                void typingCall({ id });
              }
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
            }}
          />
          <div className={styles.composerActions}>
            <label className={styles.inline}>
              <input type="checkbox" checked={note || c.status === 'closed'} disabled={c.status === 'closed'} onChange={(e) => setNote(e.target.checked)} />
              {t('chat.noteToggle')}
            </label>
            <Button type="submit" size="small" loading={replying.isLoading} disabled={!draft.trim()}>
              {note || c.status === 'closed' ? t('chat.addNote') : t('chat.send')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function Report() {
  const { t } = useTranslation('operator');
  const { number } = useFormat();
  const [range] = useState(() => {
    const to = new Date(Date.now() + 60_000);
    const from = new Date(to.getTime() - 7 * 24 * 3_600_000);
    return { from: from.toISOString(), to: to.toISOString() };
  });
  const report = useChatReportQuery(range, { refetchOnMountOrArgChange: true });
  if (report.isLoading) return <LoadingState />;
  if (report.error) return <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  const items = report.data?.items ?? [];
  if (items.length === 0) return <EmptyNote title={t('chat.report.empty')} />;
  const seconds = (v: number | null) => (v === null ? '—' : t('chat.report.seconds', { value: number(Math.round(v)) }));
  return (
    <table className={styles.report}>
      <caption>{t('chat.report.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('chat.report.staff')}</th>
          <th scope="col">{t('chat.report.conversations')}</th>
          <th scope="col">{t('chat.report.wait')}</th>
          <th scope="col">{t('chat.report.firstResponse')}</th>
          <th scope="col">{t('chat.report.rating')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((r) => (
          <tr key={r.staff.id}>
            <th scope="row">{r.staff.displayName}</th>
            <td>{number(r.conversations)}</td>
            <td>{seconds(r.averageWaitSeconds)}</td>
            <td>{seconds(r.averageFirstResponseSeconds)}</td>
            <td>{r.averageRating === null ? '—' : `${number(r.averageRating)} (${number(r.ratings)})`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The chat desk: waiting (VIP first), mine, closed, and the report per staff
 * member; the conversation with the member's summary beside it. Live by
 * the desk's event stream.
 */
export default function ChatInboxPage() {
  const { t } = useTranslation('operator');
  const [params, setParams] = useSearchParams();
  const tab = ([...chatInboxViews, 'report'] as const).find((v) => v === params.get('tab')) ?? 'waiting';
  const selected = Number(params.get('c')) || null;
  const { typing } = useDeskStream();
  const counts = useChatInboxQuery({ view: 'waiting', pageSize: 1 }).data?.counts;
  const [next, nexting] = useChatNextMutation();
  const conversation = useChatConversationQuery(selected ?? 0, { skip: selected === null });
  const memberId = conversation.data?.conversation.member.id ?? null;
  const go = (changes: { tab?: Tab; c?: number | null }) => {
    const nextParams = new URLSearchParams(params);
    if (changes.tab) nextParams.set('tab', changes.tab);
    if (changes.c !== undefined) {
      if (changes.c === null) nextParams.delete('c');
      else nextParams.set('c', String(changes.c));
    }
    setParams(nextParams);
  };
  const tabLabel = useMemo(
    () => ({
      waiting: counts ? `${t('chat.tabs.waiting')} (${counts.waiting}${counts.vipWaiting ? ` · ${t('chat.vip')} ${counts.vipWaiting}` : ''})` : t('chat.tabs.waiting'),
      mine: counts ? `${t('chat.tabs.mine')} (${counts.mine})` : t('chat.tabs.mine'),
      closed: t('chat.tabs.closed'),
      report: t('chat.tabs.report'),
    }),
    [counts, t],
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('pages.chat')}
        subtitle={t('chat.subtitle')}
        actions={
          <Button
            loading={nexting.isLoading}
            onClick={() =>
              void next()
                .unwrap()
                .then((r) => {
                  if (r.id !== null) go({ tab: 'mine', c: r.id });
                })
            }
          >
            {t('chat.next')}
          </Button>
        }
      />
      <div role="tablist" className={styles.tabs} aria-label={t('pages.chat')}>
        {(['waiting', 'mine', 'closed', 'report'] as const).map((v) => (
          <button key={v} type="button" role="tab" aria-selected={tab === v} className={styles.tab} onClick={() => go({ tab: v })}>
            {tabLabel[v]}
          </button>
        ))}
      </div>
      {tab === 'report' ? (
        <Report />
      ) : (
        <div className={styles.desk}>
          <div className={styles.inbox}>
            <InboxList view={tab} selected={selected} onSelect={(id) => go({ c: id })} typing={typing} />
          </div>
          {selected === null ? (
            <div className={styles.placeholder}>
              <EmptyNote title={t('chat.pick')} />
            </div>
          ) : (
            <Conversation id={selected} typing={typing.has(selected)} />
          )}
          {memberId !== null && selected !== null && <MemberSummary memberId={memberId} />}
        </div>
      )}
    </div>
  );
}
