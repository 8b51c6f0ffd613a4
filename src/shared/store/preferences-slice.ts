import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredLanguage, type SupportedLanguage } from '@/shared/i18n/language';
import { localKeys, localStore } from '@/shared/lib/storage';

export type Theme = 'light' | 'dark';

export interface PreferencesState {
  theme: Theme;
  language: SupportedLanguage;
}

/** The stored theme wins; a first visit shows light. */
export function readStoredTheme(): Theme {
  return localStore.get(localKeys.theme) === 'dark' ? 'dark' : 'light';
}

export function readStoredPreferences(): PreferencesState {
  return { theme: readStoredTheme(), language: readStoredLanguage() };
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: { theme: 'light', language: 'TY' } as PreferencesState,
  reducers: {
    themeChanged(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    languageChanged(state, action: PayloadAction<SupportedLanguage>) {
      state.language = action.payload;
    },
  },
  selectors: {
    selectTheme: (state) => state.theme,
    selectLanguage: (state) => state.language,
  },
});

export const { themeChanged, languageChanged } = preferencesSlice.actions;
export const { selectTheme, selectLanguage } = preferencesSlice.selectors;
