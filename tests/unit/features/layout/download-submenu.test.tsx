import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import menuStyles from '@/features/layout/left-menu.module.css';
import { resetGamesMock } from '../../../mocks/handlers/games';
import { renderApp } from '../../render';

/** The left menu's real CSS, with the module's class names, so jsdom computes its widths. */
function applyMenuCss() {
  const style = document.createElement('style');
  const file = join(dirname(fileURLToPath(import.meta.url)), '../../../../src/features/layout/left-menu.module.css');
  style.textContent = readFileSync(file, 'utf8').replace(/\.([a-zA-Z][\w-]*)/g, (_, name: string) => `.${menuStyles[name] ?? name}`);
  document.head.append(style);
  onTestFinished(() => style.remove());
}

beforeEach(() => resetGamesMock());

describe('app download submenu', () => {
  it('is 160 px wide like every submenu, its two 100 px QR codes one above the other', async () => {
    applyMenuCss();
    const { user } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'App download' })).toBeInTheDocument());
    const download = within(nav).getByRole('link', { name: 'App download' });
    await user.hover(download);
    const flyout = download.closest('li')?.querySelector<HTMLElement>(`.${menuStyles.flyout}`);
    expect(flyout).toBeTruthy();
    expect(getComputedStyle(flyout as HTMLElement).width).toBe('160px');
    const row = (await within(flyout as HTMLElement).findByTitle('iOS')).closest(`.${menuStyles.qrRow}`);
    expect(getComputedStyle(row as HTMLElement).gridTemplateColumns).toBe('1fr');
  });
});
