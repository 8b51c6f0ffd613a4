import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGameVendorsQuery } from '@/shared/api/core-api';
import { Button } from '@/shared/components/button';
import { LotteryIcon } from '@/shared/components/icons';
import { CLIENT_TYPE, GAME_PAGE_SIZE, LAUNCH_PLATFORM, type GameCard } from '@/shared/contract/games-endpoints';
import { paths } from '@/shared/config/paths';
import { useAppSelector } from '@/shared/store/hooks';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { GameGrid } from './game-grid';
import { useGameListQuery } from './lobby-api';
import { useGameLaunch } from './use-game-launch';
import styles from './lobby.module.css';

/**
 * /lottery (lottery and e-lottery, gameCode and playType from the address)
 * and /vnlottery (the Vietnam lottery, gameCode): the draws of the kind, the
 * selected one ready to open.
 */
export function LotteryPage({ kind }: { kind: 'lottery' | 'vnlottery' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const language = useAppSelector(selectLanguage);
  const { launch, launching } = useGameLaunch();
  const lanes = useGameVendorsQuery();
  const accountTypes = kind === 'vnlottery' ? ['TCG_LOTTO_VN'] : ['LOTT', 'ELOTT'];
  const vendors = (lanes.data?.data.lanes ?? [])
    .flatMap((l) => l.cards)
    .filter((c) => c.accountTypeName !== null && accountTypes.includes(c.accountTypeName));
  const list = useGameListQuery(
    { clientType: CLIENT_TYPE, platform: LAUNCH_PLATFORM, vassalage: vendors.map((v) => v.vassalage).join(','), language, pageNo: 1, pageSize: GAME_PAGE_SIZE },
    { skip: vendors.length === 0 },
  );
  const gameCode = params.get('gameCode');
  const playType = params.get('playType');
  const selected: GameCard | undefined = list.data?.games.find((g) => g.gameCode === gameCode);

  useEffect(() => {
    document.getElementById('lottery-selected')?.focus?.();
  }, [selected?.nodeId]);

  return (
    <div className={styles.page}>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>
          <LotteryIcon size={26} />
          {t(kind === 'vnlottery' ? 'nav.vnLottery' : 'nav.lottery')}
        </h1>
      </div>
      {selected && (
        <section id="lottery-selected" tabIndex={-1} className={styles.selected} aria-labelledby="lottery-selected-title">
          <img src={selected.imageUrl} alt="" width={120} height={120} />
          <div>
            <p className={styles.eyebrow}>{selected.vendorName}</p>
            <h2 id="lottery-selected-title">{selected.name}</h2>
            {kind === 'lottery' && playType && <p className={styles.muted}>{t('launch.playType', { playType })}</p>}
          </div>
          <Button variant="accent" size="large" loading={launching === selected.nodeId} onClick={() => void launch(selected, { direct: true })}>
            {t('lobby.playNow')}
          </Button>
        </section>
      )}
      <GameGrid
        label={t(kind === 'vnlottery' ? 'nav.vnLottery' : 'nav.lottery')}
        games={list.data?.games}
        loading={list.isFetching || lanes.isLoading}
        error={list.isError || lanes.isError}
        onRetry={() => void list.refetch()}
        empty={{ title: t('lobby.empty'), action: <a href={paths.home.href()}>{t('common.backHome')}</a> }}
      />
    </div>
  );
}
