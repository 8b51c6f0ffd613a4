import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/shared/components/modal';
import { CLIENT_TYPE, GAME_PAGE_SIZE, LAUNCH_PLATFORM } from '@/shared/contract/games';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed, type ModalEntry } from '@/shared/store/modals-slice';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { GameGrid } from './game-grid';
import { useGameListQuery } from './lobby-api';
import { Pagination } from './pagination';
import styles from './lobby.module.css';

/** isGame VASSALAGE: the vendor's games in a popup list (spec section 2). */
export function VendorGamesModal({ entry }: { entry: Extract<ModalEntry, { name: 'vendorGames' }> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const [page, setPage] = useState(1);
  const { data, isFetching, isError, refetch } = useGameListQuery({
    clientType: CLIENT_TYPE,
    platform: LAUNCH_PLATFORM,
    vassalage: entry.options.vassalage,
    language,
    pageNo: page,
    pageSize: GAME_PAGE_SIZE,
  });
  return (
    <Modal title={entry.options.name} onClose={() => dispatch(modalClosed('vendorGames'))} width={1040}>
      <div className={styles.modalList}>
        <GameGrid
          compact
          label={t('lobby.gamesOf', { name: entry.options.name })}
          games={data?.games}
          loading={isFetching}
          error={isError}
          onRetry={() => void refetch()}
        />
        <Pagination page={page} total={data?.totalPages ?? 0} onChange={setPage} />
      </div>
    </Modal>
  );
}
