import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LinkRequired } from '@/shared/contract/social';
import type { AgentCentrePage, MemberCentrePage } from './centres';

/**
 * Every modal of the site, with its options. The host (app/modal-host.tsx)
 * renders the stack and lazy-loads each modal on first use; a route change
 * closes the stack (app/app-commands.ts). Only the top one answers Escape
 * (shared/components/modal.tsx).
 */
export type ModalEntry =
  | { name: 'login'; options: { tab: 'login' | 'register' } }
  | { name: 'logoutConfirm'; options?: undefined }
  | { name: 'notice'; options: { titleKey: NoticeKey; messageKey: NoticeKey; message?: string } }
  | { name: 'announcements'; options?: undefined }
  | { name: 'changePassword'; options: { forced: boolean; reason?: 'firstLogin' | 'expired' } }
  | { name: 'forgotPassword'; options?: undefined }
  | { name: 'resetPassword'; options: { token: string } }
  | { name: 'registerSuccess'; options: { account: string; mobile: boolean } }
  | { name: 'freePlay'; options?: undefined }
  // a free-play guest asked for a member-only action: register a real account (access.ts)
  | { name: 'needRealAccount'; options?: undefined }
  // a third-party identity without an account: link an existing one or register a new one
  | { name: 'socialLink'; options: Omit<LinkRequired, 'status'> }
  // lobby: a vendor's game list (isGame VASSALAGE), a card-game vendor's rooms, a game under maintenance
  | { name: 'vendorGames'; options: { vassalage: string; name: string } }
  | { name: 'pvpRooms'; options: { vassalage: string; name: string; nodeId: string } }
  | { name: 'gameMaintenance'; options: { name: string } }
  // player protection: the reality check's reminder on the game pages, the responsible gaming information after registering
  | { name: 'realityCheck'; options?: undefined }
  | { name: 'protectionWelcome'; options?: undefined }
  // the centres, on a page of the app's registry (src/app/centre-pages.ts); no page: the centre's default page
  | { name: 'memberCentre'; options: { page?: MemberCentrePage | undefined } }
  | { name: 'agentCentre'; options: { page?: AgentCentrePage | undefined } };

export type ModalName = ModalEntry['name'];

/** Translation keys a notice may show; kept as a union so they stay static. */
export type NoticeKey =
  | 'errors.reasons.guestRefused'
  | 'errors.nonAgent'
  | 'errors.notLoggedIn'
  | 'errors.unknown'
  | 'common.notice'
  | 'common.warning'
  | 'register.invitationCodeError';

export interface ModalsState {
  stack: ModalEntry[];
  /** what opens by itself (the login's popup announcements) waits here until no dialog is open: one popup at a time */
  waiting: ModalEntry[];
  /** the open modals that came from `waiting`: what the player opens goes before them, and they wait again */
  unasked: ModalName[];
}

const initialState: ModalsState = { stack: [], waiting: [], unasked: [] };

/** The next waiting modal opens once the stack is empty. */
function openWaiting(state: ModalsState) {
  state.unasked = state.unasked.filter((name) => state.stack.some((m) => m.name === name));
  const next = state.stack.length === 0 ? state.waiting.shift() : undefined;
  if (next) {
    state.stack.push(next);
    state.unasked.push(next.name);
  }
}

export const modalsSlice = createSlice({
  name: 'modals',
  initialState,
  reducers: {
    modalOpened(state, action: PayloadAction<ModalEntry>) {
      // one of each: opening a modal that is already open brings it to the top with the new options
      state.stack = state.stack.filter((m) => m.name !== action.payload.name);
      state.waiting = state.waiting.filter((m) => m.name !== action.payload.name);
      // a popup that opened by itself steps back and waits for what the player (or the flow) opened now
      state.waiting.unshift(...state.stack.filter((m) => state.unasked.includes(m.name)));
      state.stack = state.stack.filter((m) => !state.unasked.includes(m.name));
      state.unasked = [];
      state.stack.push(action.payload);
    },
    /**
     * A modal nobody asked for at this moment (popup announcements): it opens
     * now when no dialog is open, else after the last one closes, never on
     * top of what the player is doing.
     */
    modalQueued(state, action: PayloadAction<ModalEntry>) {
      const name = action.payload.name;
      if (state.stack.some((m) => m.name === name)) return;
      state.waiting = state.waiting.filter((m) => m.name !== name);
      state.waiting.push(action.payload);
      openWaiting(state);
    },
    modalClosed(state, action: PayloadAction<ModalName | undefined>) {
      if (action.payload === undefined) state.stack.pop();
      else state.stack = state.stack.filter((m) => m.name !== action.payload);
      openWaiting(state);
    },
    allModalsClosed(state) {
      state.stack = [];
      openWaiting(state);
    },
    /** Nothing waits any more (a logout: the member's announcements are not the visitor's). */
    waitingModalsDropped(state) {
      state.waiting = [];
    },
  },
  selectors: {
    selectModalStack: (state) => state.stack,
    selectTopModal: (state) => state.stack.at(-1) ?? null,
  },
});

export const { modalOpened, modalQueued, modalClosed, allModalsClosed, waitingModalsDropped } = modalsSlice.actions;
export const { selectModalStack, selectTopModal } = modalsSlice.selectors;
