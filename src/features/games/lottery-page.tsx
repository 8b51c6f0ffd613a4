import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGameVendorsQuery } from '@/shared/api/core-api';
import { Button } from '@/shared/components/button';
import { StateView } from '@/shared/components/feedback';
import { AlertIcon, LotteryIcon } from '@/shared/components/icons';
import { FIRST_PAGE, GAME_PAGE_SIZE, type GameCard } from '@/shared/contract/games';
import { paths } from '@/shared/config/paths';
import { useAppSelector } from '@/shared/store/hooks';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { GameGrid } from './game-grid';
import { useLotteryGamesQuery } from './lobby-api';
import { Pagination } from './pagination';
import { useGameLaunch } from './use-game-launch';
import styles from './lobby.module.css';

/**
 * /lottery (lottery and e-lottery, gameCode and playType from the address)
 * and /vnlottery (the Vietnam lottery, gameCode): the whole lottery list of
 * the kind (asked for 100 at a time, spec section 7), shown 42 a page, and the
 * selected draw ready to open, wherever it is in the list.
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
  const vassalage = [...new Set(vendors.map((v) => v.vassalage))].join(',');
  const list = useLotteryGamesQuery({ vassalage, language }, { skip: vassalage === '' });
  /** the page the player chose; until then the page of the selected draw */
  const [chosenPage, setPage] = useState<number | null>(null);
  const gameCode = params.get('gameCode');
  // the play type counts only with a game code (spec section 2: both must be present)
  const playType = kind === 'lottery' && gameCode ? params.get('playType') : null;
  const games = list.data;
  const selected: GameCard | undefined = gameCode ? games?.find((g) => g.gameCode === gameCode) : undefined;
  const totalPages = Math.ceil((games?.length ?? 0) / GAME_PAGE_SIZE);
  const selectedIndex = selected && games ? games.indexOf(selected) : -1;
  const page = chosenPage ?? (selectedIndex >= 0 ? Math.floor(selectedIndex / GAME_PAGE_SIZE) + FIRST_PAGE : FIRST_PAGE);
  const shown = games?.slice((page - 1) * GAME_PAGE_SIZE, page * GAME_PAGE_SIZE);
  const title = t(kind === 'vnlottery' ? 'nav.vnLottery' : 'nav.lottery');

  useEffect(() => {
    document.getElementById('lottery-selected')?.focus?.();
  }, [selected?.nodeId]);

  return (
    <div className={styles.page}>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>
          <LotteryIcon size={26} />
          {title}
        </h1>
      </div>
      {selected && (
        <section id="lottery-selected" tabIndex={-1} className={styles.selected} aria-labelledby="lottery-selected-title">
          <img src={selected.imageUrl} alt="" width={120} height={120} />
          <div>
            <p className={styles.eyebrow}>{selected.vendorName}</p>
            <h2 id="lottery-selected-title">{selected.name}</h2>
            {playType && <p className={styles.muted}>{t('launch.playType', { playType })}</p>}
          </div>
          <Button
            variant="accent"
            size="large"
            loading={launching === selected.nodeId}
            onClick={() => void launch(selected, { direct: true, playType: playType && gameCode ? playType : null })}
          >
            {t('lobby.playNow')}
          </Button>
        </section>
      )}
      {gameCode && games && !selected && (
        <StateView role="status" icon={<AlertIcon size={28} />} title={t('launch.drawNotFound', { gameCode })} />
      )}
      <GameGrid
        label={title}
        games={shown}
        loading={list.isFetching || lanes.isLoading}
        error={list.isError || lanes.isError}
        onRetry={() => void (lanes.isError ? lanes.refetch() : list.refetch())}
        empty={{ title: t('lobby.empty'), action: <a href={paths.home.href()}>{t('common.backHome')}</a> }}
      />
      <Pagination page={page} total={totalPages} onChange={setPage} />
    </div>
  );
}
