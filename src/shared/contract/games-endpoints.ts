import { type endpoint } from './endpoint';

/** Lobby and game calls: game lists, favourites, recent, hot and popular games, launch, in-house games. */
export const gamesApi = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
