import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGameVendorsQuery } from '@/shared/api/core-api';
import { Button } from '@/shared/components/button';
import { Spinner, StateView } from '@/shared/components/feedback';
import { AlertIcon, LotteryIcon } from '@/shared/components/icons';
import { launchTargetOf, type LaunchTarget } from '@/shared/contract/games';
import { paths } from '@/shared/config/paths';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modals-slice';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { selectIsLoggedIn } from '@/shared/store/session-slice';
import { useLotteryGamesQuery } from './lobby-api';
import { useGameLaunch } from './use-game-launch';
import styles from './game-frame.module.css';

/**
 * /seamless: the dedicated view of the SEA lottery (and any vendor opened
 * seamlessly), launched here and shown in place: the draw of ?gameCode= when
 * there is one, else the vendor's lobby. A visitor is asked to log in; a
 * failed launch says so with a retry.
 */
export function SeamlessPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const language = useAppSelector(selectLanguage);
  const lanes = useGameVendorsQuery();
  const { launch } = useGameLaunch();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  /** the node launched last: one launch per target, a retry clears it */
  const started = useRef<string | null>(null);
  const vendorCode = params.get('vendor');
  const gameCode = params.get('gameCode');
  const card = (lanes.data?.data.lanes ?? []).flatMap((l) => l.cards).find((c) => c.vassalage === vendorCode);
  const draws = useLotteryGamesQuery({ vassalage: vendorCode ?? '', language }, { skip: !card || !gameCode });
  const game = gameCode ? draws.data?.find((g) => g.gameCode === gameCode) : undefined;
  const target: LaunchTarget | null = !card ? null : gameCode ? (game ? launchTargetOf(game) : null) : launchTargetOf(card);
  const drawMissing = Boolean(gameCode && draws.data && !game);

  // a visitor gets the login popup once; the launch starts when the session does
  useEffect(() => {
    if (!loggedIn) dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }));
  }, [loggedIn, dispatch]);

  useEffect(() => {
    if (!target || !loggedIn || url || failed || started.current === target.nodeId) return;
    started.current = target.nodeId;
    void launch(target, { direct: true, onUrl: setUrl }).then((outcome) => {
      if (outcome !== 'done') setFailed(true);
    });
  }, [target, loggedIn, url, failed, launch]);

  const heading = game?.name ?? card?.name ?? t('nav.seamless');
  const backHome = <Link to={paths.home.href()}>{t('common.backHome')}</Link>;
  let body;
  if (!vendorCode || (lanes.data && !card)) {
    body = <StateView icon={<LotteryIcon size={28} />} title={t('nav.seamless')} text={t('launch.chooseGame')} action={backHome} />;
  } else if (drawMissing && gameCode) {
    body = <StateView role="status" icon={<AlertIcon size={28} />} title={t('launch.drawNotFound', { gameCode })} action={backHome} />;
  } else if (lanes.isError || draws.isError) {
    body = (
      <StateView
        role="alert"
        icon={<AlertIcon size={28} />}
        title={t('lobby.loadFailed')}
        action={<Button onClick={() => void (lanes.isError ? lanes.refetch() : draws.refetch())}>{t('common.retry')}</Button>}
      />
    );
  } else if (!loggedIn) {
    body = (
      <StateView
        icon={<LotteryIcon size={28} />}
        title={t('launch.loginToPlay')}
        text={t('launch.loginToPlayText', { name: heading })}
        action={<Button variant="accent" onClick={() => dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }))}>{t('session.login')}</Button>}
      />
    );
  } else if (failed) {
    body = (
      <StateView
        role="alert"
        icon={<AlertIcon size={28} />}
        title={t('launch.failed')}
        action={
          <Button
            onClick={() => {
              started.current = null;
              setFailed(false);
            }}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (url) {
    return (
      <div className={styles.wrap}>
        <h1 className="visually-hidden">{heading}</h1>
        <iframe className={styles.frame} src={url} title={heading} allow="autoplay; fullscreen" allowFullScreen referrerPolicy="strict-origin" />
      </div>
    );
  } else {
    body = <Spinner />;
  }
  return (
    <div>
      <h1 className="visually-hidden">{heading}</h1>
      {body}
    </div>
  );
}
