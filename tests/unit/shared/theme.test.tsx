import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readStoredTheme } from '@/shared/store/preferences-slice';
import { renderApp } from '../render';

describe('theme', () => {
  it('a first visit is light', () => {
    window.localStorage.removeItem('theme');
    expect(readStoredTheme()).toBe('light');
  });

  it('the stored value wins', () => {
    window.localStorage.setItem('theme', 'dark');
    expect(readStoredTheme()).toBe('dark');
  });

  it('the switch applies and stores the theme', async () => {
    const { user, store } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(store.getState().preferences.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });
});
