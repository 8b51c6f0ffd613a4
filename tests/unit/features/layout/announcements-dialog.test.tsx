import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetGamesMock } from '../../../mocks/handlers/games';
import { givenPopupAnnouncements } from '../../../mocks/scenarios';
import { renderApp } from '../../render';

beforeEach(() => resetGamesMock());

const titles = (dialog: HTMLElement) => within(within(dialog).getByRole('list')).getAllByRole('button').map((b) => b.textContent);
const detail = (dialog: HTMLElement) => dialog.querySelector('article') as HTMLElement;

describe('announcement dialog (popup announcements of the home notice)', () => {
  it('lists 9 titles a page, shows the selected one’s title, date and sanitised HTML, and pages', async () => {
    givenPopupAnnouncements(12);
    const { user } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await waitFor(() => expect(titles(dialog)).toHaveLength(9));
    expect(titles(dialog)).toEqual(Array.from({ length: 9 }, (_, i) => `Announcement ${i + 1}`));

    // the first is selected at once
    expect(within(dialog).getByRole('button', { name: 'Announcement 1' })).toHaveAttribute('aria-current', 'true');
    expect(within(detail(dialog)).getByRole('heading', { name: 'Announcement 1' })).toBeInTheDocument();
    expect(detail(dialog)).toHaveTextContent('2026-03-05 09:07:03');
    expect(detail(dialog)).toHaveTextContent('Body of announcement 1');
    expect(detail(dialog).querySelector('strong')).toHaveTextContent('bold');
    // the server's HTML is sanitised: no script, no inline handler
    expect(detail(dialog).querySelector('script')).toBeNull();
    expect(detail(dialog).innerHTML).not.toMatch(/onerror|__xss/);

    await user.click(within(dialog).getByRole('button', { name: 'Announcement 3' }));
    expect(within(dialog).getByRole('button', { name: 'Announcement 3' })).toHaveAttribute('aria-current', 'true');
    expect(within(detail(dialog)).getByRole('heading', { name: 'Announcement 3' })).toBeInTheDocument();
    expect(detail(dialog)).toHaveTextContent('2026-03-03 09:07:03');

    expect(within(dialog).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(titles(dialog)).toEqual(['Announcement 10', 'Announcement 11', 'Announcement 12']);
    expect(within(dialog).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Announcement 11' }));
    expect(within(detail(dialog)).getByRole('heading', { name: 'Announcement 11' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(titles(dialog)).toHaveLength(9);
  });

  it('opens by itself once per browser session', async () => {
    givenPopupAnnouncements(3);
    const first = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await first.user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Announcements' })).not.toBeInTheDocument());
    cleanup();

    // the same session (a reload): home does not open it again
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).not.toBeInTheDocument();
    cleanup();

    // a new browser session opens it again
    window.sessionStorage.clear();
    renderApp('/');
    expect(await screen.findByRole('dialog', { name: 'Announcements' })).toBeInTheDocument();
  });

  it('without popup announcements nothing opens', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).not.toBeInTheDocument();
  });
});
