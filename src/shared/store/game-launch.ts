import { createAction } from '@reduxjs/toolkit';
import type { LaunchTarget } from '@/shared/contract/games';

/** A card to launch, or the node id of a game or vendor card (a banner's link). */
export type LaunchRequest = { target: LaunchTarget } | { nodeId: string };

/**
 * Asks the lobby to launch a card by the launch routing of spec section 2:
 * login check, maintenance, lottery views, /rng, popups, launch v2. Any
 * feature may dispatch it (the home vendor lanes, a banner of link type
 * game); a listener the app registers (app/app-commands.ts) loads
 * the games feature's routing on first use and runs it. A command, not a
 * modal: nothing is drawn for it.
 */
export const launchRequested = createAction<LaunchRequest>('games/launchRequested');
