import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Spinner, StateView } from '@/shared/components/feedback';
import { AlertIcon, UsersIcon } from '@/shared/components/icons';
import { Modal } from '@/shared/components/modal';
import { formatMoney } from '@/shared/lib/format';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed, type ModalEntry } from '@/shared/store/modals-slice';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { usePvpRoomsQuery } from './lobby-api';
import { useGameLaunch } from './use-game-launch';
import styles from './lobby.module.css';

/** A card-game vendor's rooms; picking one launches it (launch v2 with roomId). */
export function PvpRoomsModal({ entry }: { entry: Extract<ModalEntry, { name: 'pvpRooms' }> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const { launch, launching } = useGameLaunch();
  const { data, isLoading, isError, refetch } = usePvpRoomsQuery({ vassalage: entry.options.vassalage });
  const { vassalage, nodeId, name } = entry.options;
  return (
    <Modal title={t('lobby.rooms', { name })} onClose={() => dispatch(modalClosed('pvpRooms'))} width={640}>
      {isLoading ? (
        <Spinner />
      ) : isError || !data ? (
        <StateView role="alert" icon={<AlertIcon size={28} />} title={t('lobby.loadFailed')} action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <ul className={styles.rooms}>
          {data.rooms.map((room) => (
            <li key={room.roomId} className={styles.room}>
              <div>
                <strong>{room.name}</strong>
                <span className={styles.roomMeta}>
                  <UsersIcon size={14} /> {room.players}/{room.seats} · {t('lobby.minBetShort', { amount: formatMoney(room.minBet, language) })}
                </span>
              </div>
              <Button
                size="small"
                variant="accent"
                loading={launching === nodeId}
                onClick={() =>
                  void launch({ name, vassalage, nodeId, gameType: 'PVP', gameId: null, roomId: room.roomId, accountTypeName: null, isGame: null, maintenance: false })
                }
              >
                {t('lobby.join')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
