import type { GameCard } from '@/shared/contract/games-endpoints';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modals-slice';
import { selectIsLoggedIn } from '@/shared/store/session-slice';
import { useFavouriteIdsQuery, useToggleFavouriteMutation } from './lobby-api';

/** The member's favourite node ids and a toggle; a visitor gets the login popup (favourites need login). */
export function useFavourites() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data } = useFavouriteIdsQuery(undefined, { skip: !loggedIn });
  const [toggle] = useToggleFavouriteMutation();
  const ids = new Set(loggedIn ? (data ?? []) : []);
  const toggleFavourite = (game: GameCard) => {
    if (!loggedIn) {
      dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }));
      return;
    }
    void toggle({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType, add: !ids.has(game.nodeId) });
  };
  return { ids, toggleFavourite };
}
