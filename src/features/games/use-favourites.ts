import type { GameCard } from '@/shared/contract/games';
import { useAppSelector } from '@/shared/store/hooks';
import { useRequireRealAccount } from '@/shared/store/use-require-real-account';
import { selectHasRealAccount } from '@/shared/store/session-slice';
import { useFavouriteIdsQuery, useToggleFavouriteMutation } from './lobby-api';

/** The member's favourite node ids and a toggle; a visitor gets the login popup, a guest the real-account dialog. */
export function useFavourites() {
  const requireRealAccount = useRequireRealAccount();
  const loggedIn = useAppSelector(selectHasRealAccount);
  const { data } = useFavouriteIdsQuery(undefined, { skip: !loggedIn });
  const [toggle] = useToggleFavouriteMutation();
  const ids = new Set(loggedIn ? (data ?? []) : []);
  const toggleFavourite = (game: GameCard) => {
    if (!requireRealAccount()) return;
    void toggle({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType, add: !ids.has(game.nodeId) });
  };
  return { ids, toggleFavourite };
}
