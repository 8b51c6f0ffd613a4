import { useState } from 'react';
import { localKeys, localStore } from '@/shared/lib/storage';

export type Theme = 'light' | 'dark';

/** The theme operator.html applied before the first paint (same key as the site: one choice per browser). */
function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  localStore.set(localKeys.theme, theme);
}

export function useTheme(): [Theme, () => void] {
  const [theme, setTheme] = useState<Theme>(currentTheme);
  const toggle = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    setTheme(next);
  };
  return [theme, toggle];
}
