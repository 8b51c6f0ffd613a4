import { SeamlessPage } from '@/features/games/seamless-page';

/** Page group "seamless": /seamless, the SEA lottery's dedicated view. */
export function Component() {
  return <SeamlessPage />;
}
