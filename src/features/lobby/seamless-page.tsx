import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGameVendorsQuery } from '@/shared/api/core-api';
import { Spinner, StateView } from '@/shared/components/feedback';
import { LotteryIcon } from '@/shared/components/icons';
import { paths } from '@/shared/config/paths';
import { useAppSelector } from '@/shared/store/hooks';
import { selectIsLoggedIn } from '@/shared/store/session-slice';
import { useGameLaunch } from './use-game-launch';
import styles from './game-frame.module.css';

/** /seamless: the dedicated view of the SEA lottery (and any vendor opened seamlessly): launched here, shown in place. */
export function SeamlessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const lanes = useGameVendorsQuery();
  const { launch } = useGameLaunch();
  const [url, setUrl] = useState<string | null>(null);
  const vendorCode = params.get('vendor');
  const card = (lanes.data?.data.lanes ?? []).flatMap((l) => l.cards).find((c) => c.vassalage === vendorCode);

  useEffect(() => {
    if (!card || !loggedIn || url) return;
    void launch(card, { direct: true, onUrl: setUrl });
    // launch once per vendor
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [card?.nodeId, loggedIn]);

  if (!vendorCode || (lanes.data && !card)) {
    return (
      <div>
        <h1 className="visually-hidden">{t('nav.seamless')}</h1>
        <StateView
          icon={<LotteryIcon size={28} />}
          title={t('nav.seamless')}
          text={t('launch.chooseGame')}
          action={<Link to={paths.home.href()}>{t('common.backHome')}</Link>}
        />
      </div>
    );
  }
  return (
    <div className={styles.wrap}>
      <h1 className="visually-hidden">{card?.name ?? t('nav.seamless')}</h1>
      {url ? <iframe className={styles.frame} src={url} title={card?.name ?? t('game.frameTitle')} allow="autoplay; fullscreen" allowFullScreen /> : <Spinner />}
    </div>
  );
}
