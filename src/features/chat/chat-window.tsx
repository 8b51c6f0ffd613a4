import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_HEADER_COLOR } from '@/shared/contract/chat-rules';
import { icon } from '@/shared/components/icons';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { chatSizeToggled, chatToggled, selectChat } from '@/shared/store/menus-slice';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { selectMemberInfo } from '@/shared/store/session-slice';
import { VIP_RANK_ABOVE } from '@/shared/contract/chat-rules';
import { useChatUrlMutation } from './chat-api';
import { openChatPopup } from './open-chat-popup';
import styles from './chat-window.module.css';

// the window's controls (the chat's own: drawn only when it opens)
const PopOutIcon = icon(<path d="M14 4h6v6M20 4l-8 8M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />, 'PopOutIcon');
const EnlargeIcon = icon(<path d="M14 4h6v6M10 20H4v-6M20 4l-6 6M4 20l6-6" />, 'EnlargeIcon');
const RestoreIcon = icon(<path d="M20 4l-6 6M14 4v6h6M4 20l6-6M10 20v-6H4" />, 'RestoreIcon');
const MinimiseIcon = icon(<path d="M5 12h14" />, 'MinimiseIcon');

/**
 * The chat window (spec, "Chat window"): the chat page in a frame, at the
 * bottom right, with minimise and enlarge. Mounted by the app once the chat
 * first opens (CBS3 on, a logged-in real member); minimised it stays
 * mounted and hidden, so the conversation goes on where it was.
 */
export default function ChatWindow() {
  const { t, ready } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const { open, enlarged } = useAppSelector(selectChat);
  const language = useAppSelector(selectLanguage);
  const vip = (useAppSelector(selectMemberInfo)?.clubLabel?.rankLevel ?? 0) > VIP_RANK_ABOVE;
  const title = t(vip ? 'window.vipTitle' : 'window.title');
  const [getChatUrl, result] = useChatUrlMutation();
  const [src, setSrc] = useState<string | null>(null);

  const ask = useCallback(
    () => getChatUrl({ b2c: 1, title, language, headerColor: CHAT_HEADER_COLOR }).unwrap().then((answer) => answer.chatUrl),
    [getChatUrl, title, language],
  );
  useEffect(() => {
    // the title goes to the chat url in the member's language: asked once the texts are there
    if (!ready || !open || src !== null || result.isLoading || result.isError) return;
    ask().then(
      (url) => setSrc(decodeURIComponent(url)),
      () => undefined,
    );
  }, [ready, open, src, result.isLoading, result.isError, ask]);

  return (
    <section className={`${styles.window} ${enlarged ? styles.enlarged : ''}`} hidden={!open} aria-label={t('window.frameTitle')}>
      <header className={styles.bar} style={{ background: CHAT_HEADER_COLOR }}>
        <h2 className={styles.title}>{title}</h2>
        <button
          type="button"
          className={styles.control}
          aria-label={t('window.popOut')}
          title={t('window.popOut')}
          onClick={() => {
            void openChatPopup(ask).then((opened) => {
              if (opened) dispatch(chatToggled(false));
            });
          }}
        >
          <PopOutIcon size={18} />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-pressed={enlarged}
          aria-label={enlarged ? t('window.restore') : t('window.enlarge')}
          title={enlarged ? t('window.restore') : t('window.enlarge')}
          onClick={() => dispatch(chatSizeToggled())}
        >
          {enlarged ? <RestoreIcon size={18} /> : <EnlargeIcon size={18} />}
        </button>
        <button type="button" className={styles.control} aria-label={t('window.minimise')} title={t('window.minimise')} onClick={() => dispatch(chatToggled(false))}>
          <MinimiseIcon size={18} />
        </button>
      </header>
      {src ? (
        <iframe className={styles.frame} src={src} title={t('window.frameTitle')} />
      ) : result.isError ? (
        <p className={styles.state} role="alert">
          {t('window.failed')}{' '}
          <button type="button" className={styles.retry} onClick={() => result.reset()}>
            {t('window.retry')}
          </button>
        </p>
      ) : (
        <p className={styles.state} role="status">
          {t('window.loading')}
        </p>
      )}
    </section>
  );
}
