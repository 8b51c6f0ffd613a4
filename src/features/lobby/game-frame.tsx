import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { baseApi } from '@/shared/api/base-api';
import { Button } from '@/shared/components/button';
import { StateView } from '@/shared/components/feedback';
import { ChevronLeftIcon, DiceIcon } from '@/shared/components/icons';
import { useAppDispatch } from '@/shared/store/hooks';
import styles from './game-frame.module.css';

/** The message a game page posts to the site after a round. */
export const BALANCE_MESSAGE = 'lotus:balance-changed';

export function safeGameUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * /game: the launched game (game_url or game_url2) in a full-page frame with
 * a way back. When the game reports a round, the header balance is fetched
 * again (the Balance tag is invalidated); only messages from this frame and
 * its origin count.
 */
export function GameFrame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const frame = useRef<HTMLIFrameElement>(null);
  const url = safeGameUrl(params.get('url'));
  const origin = url ? new URL(url).origin : null;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow || event.origin !== origin) return;
      const data = event.data as { type?: unknown } | null;
      if (data && data.type === BALANCE_MESSAGE) dispatch(baseApi.util.invalidateTags(['Balance']));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [dispatch, origin]);

  const back = () => (window.history.length > 1 ? void navigate(-1) : void navigate('/'));
  if (!url) {
    return (
      <StateView
        icon={<DiceIcon size={28} />}
        title={t('game.noGame')}
        action={<Button onClick={back}>{t('common.back')}</Button>}
      />
    );
  }
  return (
    <div className={styles.wrap}>
      <h1 className="visually-hidden">{t('game.frameTitle')}</h1>
      <div className={styles.bar}>
        <Button variant="ghost" size="small" icon={<ChevronLeftIcon size={16} />} onClick={back}>
          {t('launch.backToLobby')}
        </Button>
      </div>
      <iframe
        ref={frame}
        className={styles.frame}
        src={url}
        title={t('game.frameTitle')}
        allow="autoplay; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
