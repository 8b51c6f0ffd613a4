import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: string;
  tone: ToastTone;
  /** translation key, or null when `text` is the server's own message */
  key: ToastKey | null;
  text: string | null;
}

export type ToastKey =
  | 'errors.network'
  | 'errors.timeout'
  | 'errors.notLoggedIn'
  | 'errors.loginLinkInvalid'
  | 'errors.unknown'
  | 'errors.rateLimited'
  | 'errors.maintenance'
  | 'launch.failed'
  | 'launch.notFound'
  | 'session.loggedOut'
  | 'session.welcome';

export interface ToastsState {
  items: Toast[];
}

const MAX_TOASTS = 3;

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] } as ToastsState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        // the same message twice in a row (e.g. three calls failing offline) shows once
        if (state.items.some((t) => t.key === action.payload.key && t.text === action.payload.text)) return;
        state.items.push(action.payload);
        if (state.items.length > MAX_TOASTS) state.items.shift();
      },
      prepare(toast: Omit<Toast, 'id'>) {
        return { payload: { ...toast, id: nanoid() } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((t) => t.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
