import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiErrorData } from '@/shared/api/api-error';
import { env } from '@/shared/config/env';
import { CHAT_HEADER_COLOR, CHAT_TEXT_MAX, chatApi, type ChatMessage, type ChatState } from '@/shared/contract/chat';
import { MAX_UPLOAD_BYTES, uploadImageTypes, uploadPath } from '@/shared/contract/uploads';
import { useFormat } from '@/shared/i18n/use-format';
import { newClientId, takePageToken, useChatSession, type Pending } from './chat-session';
import styles from './chat-page.module.css';

const TYPING_EVERY_MS = 3000;

/** An image of the conversation, read with the page's token (uploads are never public). */
function ChatImage({ id, token, alt }: { id: string; token: string | null; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return undefined;
    let url: string | null = null;
    let live = true;
    void fetch(`${env.VITE_API_BASE_URL}${uploadPath(id)}`, { headers: { authorization: `Bearer ${token}` } })
      .then((r) => (r.ok ? r.blob() : null))
      .then((blob) => {
        if (!blob || !live) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, token]);
  return src ? <img className={styles.image} src={src} alt={alt} /> : <span className={styles.imagePlaceholder} role="img" aria-label={alt} />;
}

function Rating({ state, rate }: { state: ChatState; rate: (rating: number) => Promise<void> }) {
  const { t } = useTranslation('chat');
  const conversation = state.conversation;
  if (!conversation || conversation.status !== 'closed') return null;
  if (conversation.rating !== null) return <p className={styles.notice}>{t('page.thanks')}</p>;
  return (
    <fieldset className={styles.rating}>
      <legend>{t('page.rate')}</legend>
      <div className={styles.stars}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button key={n} type="button" className={styles.star} aria-label={t('page.rateStar', { count: n })} onClick={() => void rate(n)}>
            ★
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function OfflineForm({ onSubmit }: { onSubmit: (contact: string, text: string) => Promise<void> }) {
  const { t } = useTranslation('chat');
  const [contact, setContact] = useState('');
  const [text, setText] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  if (done) return <p className={styles.notice} role="status">{t('page.left')}</p>;
  return (
    <form
      className={styles.offline}
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        setBusy(true);
        onSubmit(contact.trim(), text.trim()).then(
          () => setDone(true),
          () => setBusy(false),
        );
      }}
    >
      <h2 className={styles.offlineTitle}>{t('page.offlineTitle')}</h2>
      <p>{t('page.offlineIntro')}</p>
      <label className={styles.field}>
        {t('page.contact')}
        <input value={contact} maxLength={100} onChange={(e) => setContact(e.target.value)} autoComplete="email" />
      </label>
      <label className={styles.field}>
        {t('page.message')}
        <textarea value={text} maxLength={CHAT_TEXT_MAX} required rows={4} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="submit" className={styles.primary} disabled={busy || !text.trim()}>
        {t('page.leave')}
      </button>
    </form>
  );
}

/**
 * The customer-service chat page (CHAT_PAGE_PATH): what the site's chat
 * window frames and the 440×500 popup shows. Who the member is comes from
 * the signed token of the chat url, never from the page.
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const { time } = useFormat();
  const [initial] = useState(() => (typeof window === 'undefined' ? null : takePageToken()));
  const session = useChatSession(initial);
  const { state, problem, outbox, staffTyping } = session;
  const [draft, setDraft] = useState('');
  const [imageError, setImageError] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const listRef = useRef<HTMLOListElement>(null);
  const fileId = useId();
  const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  const color = /^#[0-9a-fA-F]{6}$/.test(params.get('color') ?? '') ? params.get('color')! : CHAT_HEADER_COLOR;
  const vip = state?.queue === 'vip';
  // in the site's chat window, whose bar already names the desk, the page shows only its status line
  const [framed] = useState(() => typeof window !== 'undefined' && window.self !== window.top);
  const title = params.get('title') || t(vip ? 'window.vipTitle' : 'window.title');

  const messages = state?.messages ?? [];
  const lastSeq = messages.at(-1)?.seq ?? 0;
  const conversation = state?.conversation ?? null;

  // the newest message in view, and read
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, outbox.length, staffTyping]);
  useEffect(() => {
    if (!conversation || conversation.status === 'closed' || lastSeq <= conversation.memberReadSeq) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    void session.call(chatApi.chatPageRead, { seq: lastSeq }).catch(() => undefined);
  }, [conversation, lastSeq, session]);

  if (problem === 'expired') {
    return (
      <div className={styles.page}>
        <p className={styles.problem} role="alert">
          {t('page.expired')}
        </p>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    session.send(text);
    setDraft('');
  };
  const typing = () => {
    const now = Date.now();
    if (now - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = now;
    void session.call(chatApi.chatPageTyping, {}).catch(() => undefined);
  };
  const attach = async (file: File | undefined) => {
    setImageError(null);
    if (!file) return;
    if (!(uploadImageTypes as readonly string[]).includes(file.type)) return setImageError(t('page.imageType'));
    if (file.size > MAX_UPLOAD_BYTES) return setImageError(t('page.imageTooLarge'));
    const form = new FormData();
    form.append('images', file);
    try {
      const { ids } = await session.call(chatApi.chatPageImage, form);
      if (ids[0]) session.send('', ids[0]);
    } catch (error) {
      setImageError(isApiErrorData(error) && error.fieldErrors.some((f) => f.key === 'validation.imageTooLarge') ? t('page.imageTooLarge') : t('page.imageType'));
    }
  };
  const deskClosed = state !== null && !state.hours.open && (!conversation || conversation.status === 'closed');
  const offset = state ? `${state.hours.utcOffsetMinutes >= 0 ? '+' : '−'}${Math.abs(state.hours.utcOffsetMinutes) / 60}` : '';
  const who = (m: ChatMessage) => (m.author === 'member' ? t('page.you') : m.author === 'staff' ? (m.staffName ?? t('page.agent')) : '');

  return (
    <div className={styles.page}>
      <header className={framed ? `${styles.header} ${styles.framed}` : styles.header} style={{ background: color }}>
        <h1 className={framed ? 'visually-hidden' : styles.title}>{title}</h1>
        {state && (
          <p className={styles.subtitle}>
            {conversation?.status === 'active' && conversation.staffName
              ? t('page.with', { name: conversation.staffName })
              : t('page.hours', { opens: state.hours.opens, closes: state.hours.closes, offset })}
          </p>
        )}
      </header>
      {problem === 'failed' && (
        <p className={styles.problem} role="alert">
          {t('window.failed')}{' '}
          <button type="button" className={styles.link} onClick={() => void session.refresh()}>
            {t('window.retry')}
          </button>
        </p>
      )}
      <ol ref={listRef} className={styles.messages} aria-live="polite" aria-label={t('window.frameTitle')}>
        {state && messages.length === 0 && outbox.length === 0 && <li className={styles.empty}>{t('page.empty')}</li>}
        {messages.map((m) => (
          <li key={m.id} className={m.author === 'member' ? `${styles.message} ${styles.mine}` : styles.message}>
            <span className={styles.author}>{who(m)}</span>
            <div className={styles.bubble}>
              {m.kind === 'image' && m.imageId ? <ChatImage id={m.imageId} token={session.token()} alt={t('page.image', { who: who(m) })} /> : <p className={styles.text}>{m.text}</p>}
            </div>
            <span className={styles.meta}>
              {time(m.createdAt)}
              {m.author === 'member' && conversation && m.seq <= conversation.staffReadSeq && conversation.staffName ? ` · ${t('page.read')}` : ''}
            </span>
          </li>
        ))}
        {outbox.map((m: Pending) => (
          <li key={m.clientId} className={`${styles.message} ${styles.mine} ${styles.pending}`}>
            <span className={styles.author}>{t('page.you')}</span>
            <div className={styles.bubble}>{m.imageId ? <span className={styles.imagePlaceholder} /> : <p className={styles.text}>{m.text}</p>}</div>
            <span className={styles.meta}>
              {m.failed ? (
                <button type="button" className={styles.link} onClick={session.retry}>
                  {t('page.notSent')}
                </button>
              ) : (
                t('page.sending')
              )}
            </span>
          </li>
        ))}
        {staffTyping && conversation?.status !== 'closed' && (
          <li className={styles.typing} role="status">
            {t('page.typing', { name: conversation?.staffName ?? t('page.agent') })}
          </li>
        )}
      </ol>
      {conversation?.status === 'waiting' && <p className={styles.notice}>{t(vip ? 'page.vipWaiting' : 'page.waiting')}</p>}
      {state && conversation?.status === 'closed' && (
        <div className={styles.closed}>
          <p className={styles.notice}>{t('page.closed')}</p>
          <Rating state={state} rate={async (rating) => void (await session.call(chatApi.chatPageRate, { conversationId: conversation.id, rating }), await session.refresh())} />
        </div>
      )}
      {deskClosed ? (
        <OfflineForm
          onSubmit={async (contact, text) => {
            await session.call(chatApi.chatPageOffline, { clientId: newClientId(), contact, text });
            await session.refresh();
          }}
        />
      ) : (
        <form className={styles.composer} onSubmit={submit}>
          <label htmlFor={fileId} className={styles.attach} title={t('page.attach')}>
            <span aria-hidden="true">＋</span>
            <span className="visually-hidden">{t('page.attach')}</span>
          </label>
          <input
            id={fileId}
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg"
            disabled={!state}
            onChange={(e) => {
              void attach(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <textarea
            className={styles.input}
            value={draft}
            rows={1}
            maxLength={CHAT_TEXT_MAX}
            placeholder={t('page.placeholder')}
            aria-label={t('page.placeholder')}
            disabled={!state}
            onChange={(e) => {
              setDraft(e.target.value);
              typing();
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
            }}
          />
          <button type="submit" className={styles.primary} disabled={!state || !draft.trim()}>
            {t('page.send')}
          </button>
        </form>
      )}
      {imageError && (
        <p className={styles.problem} role="alert">
          {imageError}
        </p>
      )}
    </div>
  );
}
