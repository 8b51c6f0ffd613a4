import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { baseApi } from '@/shared/api/base-api';
import { Button } from '@/shared/components/button';
import { StateView } from '@/shared/components/feedback';
import { AlertIcon, ChevronLeftIcon, DiceIcon } from '@/shared/components/icons';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectSiteInfo } from '@/shared/store/system-status';
import styles from './game-frame.module.css';

/** The message a game page posts to the site after a round. */
export const BALANCE_MESSAGE = 'lotus:balance-changed';

/**
 * The game address of /game?url=, if it may be framed: http(s) on the site's
 * own origin or on one of the launch hosts of the status info
 * (launchGameCDNs). Anything else (another site, javascript:, data:) is
 * refused, so the address bar cannot make the site frame a stranger's page.
 */
export function safeGameUrl(raw: string | null, launchHosts: readonly string[] = []): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const allowed = new Set([window.location.origin]);
    for (const host of launchHosts) {
      try {
        allowed.add(new URL(host).origin);
      } catch {
        // a malformed host in the list allows nothing
      }
    }
    return allowed.has(url.origin) ? url.href : null;
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
  const info = useAppSelector(selectSiteInfo);
  const raw = params.get('url');
  const url = safeGameUrl(raw, info?.launchGameCDNs ?? []);
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
    // an address we may not frame is refused with a way back; no address at all is simply no game
    return (
      <StateView
        role={raw ? 'alert' : undefined}
        icon={raw ? <AlertIcon size={28} /> : <DiceIcon size={28} />}
        title={raw ? t('game.blocked') : t('game.noGame')}
        text={raw ? t('game.blockedText') : undefined}
        action={<Button onClick={back}>{t('launch.backToLobby')}</Button>}
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
        referrerPolicy="strict-origin"
      />
    </div>
  );
}
