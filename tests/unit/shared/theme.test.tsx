import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { NARROW_MEMBER_HEADER } from '@/features/layout/user-menu';
import { readStoredTheme } from '@/shared/store/preferences-slice';
import { givenLoggedIn } from '../../mocks/scenarios';
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

  it('a member on the narrowest phones switches it from the account menu (the header has no room for the switch)', async () => {
    const narrow = (query: string) => query === NARROW_MEMBER_HEADER;
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: narrow(query),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    givenLoggedIn();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    // the menu closed; opened again it offers the way back
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(within(screen.getByRole('menu', { name: 'Account menu' })).getByRole('menuitem', { name: 'Light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('a wider screen keeps the theme in the header, not in the account menu', async () => {
    givenLoggedIn();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(within(menu).queryByRole('menuitem', { name: /theme/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
  });
});
