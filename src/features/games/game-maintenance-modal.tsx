import { useTranslation } from 'react-i18next';
import { Modal } from '@/shared/components/modal';
import { StateView } from '@/shared/components/feedback';
import { WrenchIcon } from '@/shared/components/icons';
import { POPULAR_COUNT } from '@/shared/contract/games';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed, type ModalEntry } from '@/shared/store/modals-slice';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { GameGrid } from './game-grid';
import { usePopularGamesQuery } from './lobby-api';
import styles from './lobby.module.css';

/** A game under maintenance: the message, and popular games to play instead (spec section 8). */
export function GameMaintenanceModal({ entry }: { entry: Extract<ModalEntry, { name: 'gameMaintenance' }> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const popular = usePopularGamesQuery({ count: POPULAR_COUNT, device: 'WEB', language });
  return (
    <Modal title={t('lobby.maintenanceTitle')} onClose={() => dispatch(modalClosed('gameMaintenance'))} width={1040}>
      <StateView role="status" icon={<WrenchIcon size={28} />} title={t('lobby.maintenanceTitle')} text={t('lobby.maintenanceText', { name: entry.options.name })} />
      <div className={styles.modalList}>
        <h3 className={styles.sectionTitle}>{t('lobby.tryPopular')}</h3>
        <GameGrid
          compact
          label={t('lobby.popular')}
          games={popular.data?.list.filter((g) => !g.maintenance).slice(0, 12)}
          loading={popular.isFetching}
          error={popular.isError}
          onRetry={() => void popular.refetch()}
        />
      </div>
    </Modal>
  );
}
