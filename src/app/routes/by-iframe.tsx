import { GameFrame } from '@/features/lobby/game-frame';

/** Page group "byIframe": /game, a launched game in a full-page frame with a way back. */
export function Component() {
  return <GameFrame />;
}
