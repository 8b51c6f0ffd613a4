import { GameFrame } from '@/features/games/game-frame';

/** Page group "byIframe": /game, a launched game in a full-page frame with a way back. */
export function Component() {
  return <GameFrame />;
}
