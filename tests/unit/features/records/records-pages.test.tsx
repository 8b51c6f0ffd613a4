import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as AccountRecordPage } from '@/features/records/account-record-page';
import { Component as BettingRecordPage } from '@/features/records/betting-record-page';
import { Component as BonusDetailsPage } from '@/features/records/bonus-details-page';
import { Component as CreditReportPage } from '@/features/records/credit-report-page';
import { Component as ProfitLossPage } from '@/features/records/profit-loss-page';
import { api } from '@/shared/contract/api';
import { changeLanguage } from '@/shared/i18n/i18n';
import { UTF8_BOM } from '@/shared/lib/csv';
import { API_ORIGIN, contractHandler } from '../../../mocks/contract-handler';
import { buildBetRecord, buildCreditReport, buildProfitLoss } from '../../../mocks/handlers/records';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../render';
import { loadCentreTexts } from '@/features/centres/centre-texts';

const loggedIn = { preloadedState: { session: { token: 'token-demo' } } };
const failing = (path: string) => http.get(`${API_ORIGIN}${path}`, () => HttpResponse.json({ success: false, value: null, message: 'x', code: 'INTERNAL' }, { status: 500 }));
const emptyPage = { items: [], pageNo: 1, totalPages: 1, totalCount: 0, clampedFrom: null };

/** The files the page downloads, read back as text. */
function captureDownloads() {
  const files: Array<{ name: string; text: Promise<string> }> = [];
  let last: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      last = blob;
      return 'blob:export';
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = last as Blob | null;
    // read as bytes and decoded keeping the byte-order mark (Blob.text() drops it)
    if (blob) files.push({ name: this.download, text: blob.arrayBuffer().then((b) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(b)) });
  });
  return files;
}

// the member centre's pages are drawn here without the centre, whose page loaders wait for its texts (`centre`)
beforeAll(() => loadCentreTexts());

describe('betting record', () => {
  let asked: URLSearchParams[];
  beforeEach(() => {
    asked = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === api.betRecords.path) asked.push(url.searchParams);
    });
  });
  afterEach(() => {
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });

  it('loads the previous 7 days, then shows the bets with their totals', async () => {
    const { container } = renderWithProviders(<BettingRecordPage />, loggedIn);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const table = await screen.findByRole('table', { name: 'Betting record' });
    await within(table).findByText('Lotus Dice');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Lotus Dice');
    expect(rows[1]).toHaveTextContent('+49,000');
    expect(rows[1]).toHaveTextContent('Won');
    expect(rows.at(-1)).toHaveTextContent('Total');
    expect(rows.at(-1)).toHaveTextContent('1,200,000');
    expect(rows.at(-1)).toHaveTextContent('-150,000');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const first = asked[0]!;
    const days = (Date.parse(first.get('to')!) - Date.parse(first.get('from')!)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    expect(first.get('pageNo')).toBe('1');
  });

  it('filters by a preset, category and status, and pages', async () => {
    const { user } = renderWithProviders(<BettingRecordPage />, loggedIn);
    await screen.findByRole('table', { name: 'Betting record' });
    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'INHOUSE');
    await user.selectOptions(screen.getByLabelText('Status'), 'won');
    await waitFor(() => expect(screen.getByLabelText('Vendor')).toHaveTextContent('XGS Originals'));
    await user.selectOptions(screen.getByLabelText('Vendor'), 'XGS');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('won'));
    const last = asked.at(-1)!;
    expect(last.get('category')).toBe('INHOUSE');
    expect(last.get('vendor')).toBe('XGS');
    expect(Math.round((Date.parse(last.get('to')!) - Date.parse(last.get('from')!)) / 86_400_000)).toBe(30);
    // the pager waits while the search's page loads
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked.at(-1)?.get('pageNo')).toBe('2'));
  });

  it('opens a bet with its provably fair verify link', async () => {
    const { user } = renderWithProviders(<BettingRecordPage />, loggedIn);
    const table = await screen.findByRole('table', { name: 'Betting record' });
    await user.click((await within(table).findByText('Lotus Dice')).closest('tr')!);
    const dialog = await screen.findByRole('dialog', { name: 'Bet details' });
    expect(dialog).toHaveTextContent('round-0001');
    const link = within(dialog).getByRole('link', { name: 'Verify this round (provably fair)' });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/games/verify');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ kind: 'dice', clientSeed: 'lucky', nonce: '7', hash: 'b'.repeat(64) });
  });

  it('exports every page of the filter as a CSV with the headings of the language', async () => {
    const files = captureDownloads();
    server.use(
      contractHandler(api.betRecords, ({ body }) => ({
        items: [buildBetRecord({ id: `inhouse:${body.pageNo}`, reference: `round-p${body.pageNo}` })],
        totals: { count: 2, stake: 100_000, validBet: 100_000, winLoss: 98_000 },
        pageNo: body.pageNo ?? 1,
        totalPages: 2,
        totalCount: 2,
        clampedFrom: null,
      })),
    );
    const { user } = renderWithProviders(<BettingRecordPage />, loggedIn);
    await screen.findByText('Lotus Dice');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const text = await files[0]!.text;
    expect(files[0]!.name).toMatch(/^betting-record-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Bet time,Bet number,Vendor,Game,Category,Bet,Valid bet,Payout,Win/loss,Status');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['round-p1', 'round-p2']);
    expect(asked.filter((q) => q.get('pageSize') === '1000')).toHaveLength(2);
  });

  it('says when nothing matches, when the list fails, and when the range was cut to 12 months', async () => {
    server.use(contractHandler(api.betRecords, () => ({ ...emptyPage, totals: { count: 0, stake: 0, validBet: 0, winLoss: 0 }, clampedFrom: '2025-11-24T00:00:00.000Z' })));
    renderWithProviders(<BettingRecordPage />, loggedIn);
    expect(await screen.findByText('No records')).toBeInTheDocument();
    expect(screen.getByText('Records are kept for 12 months: showing from 2025-11-24.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows the error with a retry', async () => {
    server.use(failing(api.betRecords.path));
    renderWithProviders(<BettingRecordPage />, loggedIn);
    expect(await screen.findByText('Could not load the list')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('account record', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists movements typed, signed, with the balance after, and opens one', async () => {
    const { user } = renderWithProviders(<AccountRecordPage />, loggedIn);
    const table = await screen.findByRole('table', { name: 'Account record' });
    await within(table).findByText('Transfer to game');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Deposit');
    expect(rows[1]).toHaveTextContent('+1,000,000');
    expect(rows[1]).toHaveTextContent('6,000,000');
    expect(rows[2]).toHaveTextContent('Transfer to game');
    expect(rows[2]).toHaveTextContent('-200,000');
    expect(rows[3]).toHaveTextContent('Held funds');
    await user.click(rows[2]!);
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(dialog).toHaveTextContent('102');
    expect(dialog).toHaveTextContent('vendor_wallet/RYL');
    expect(dialog).toHaveTextContent('To Royal Live');
  });

  it('filters by type', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === api.transactionRecords.path) seen.push(url.searchParams.get('type') ?? '');
    });
    const { user } = renderWithProviders(<AccountRecordPage />, loggedIn);
    await screen.findByRole('table', { name: 'Account record' });
    await user.selectOptions(screen.getByLabelText('Type'), 'bonus');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(seen.at(-1)).toBe('bonus'));
    server.events.removeAllListeners();
  });

  it('exports with the headings of the language (Vietnamese)', async () => {
    const files = captureDownloads();
    await changeLanguage('VI');
    const { user } = renderWithProviders(<AccountRecordPage />, loggedIn);
    try {
      await screen.findByRole('cell', { name: 'Chuyển vào trò chơi' });
      await user.click(screen.getByRole('button', { name: 'Xuất CSV' }));
      await waitFor(() => expect(files).toHaveLength(1));
      const [header, first] = (await files[0]!.text).slice(1).split('\r\n');
      expect(header).toBe('Mã giao dịch,Thời gian,Loại,Số tiền,Số dư sau,Ví,Tham chiếu,Ghi chú');
      expect(first).toContain('Nạp tiền');
    } finally {
      await changeLanguage('EN');
    }
  });

  it('shows loading, empty and error states', async () => {
    server.use(
      contractHandler(api.transactionRecords, async () => {
        await delay(100);
        return emptyPage;
      }),
    );
    const { container } = renderWithProviders(<AccountRecordPage />, loggedIn);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('No records')).toBeInTheDocument();
    server.use(failing(api.transactionRecords.path));
    renderWithProviders(<AccountRecordPage />, loggedIn);
    expect(await screen.findByText('Could not load the list')).toBeInTheDocument();
  });
});

describe('profit and loss', () => {
  it('shows the period figures and the split by category', async () => {
    renderWithProviders(<ProfitLossPage />, loggedIn);
    await waitFor(() => expect(screen.getByText('Net win/loss').nextSibling).toHaveTextContent('-₫150,000'));
    expect(screen.getByText('Net deposits').nextSibling).toHaveTextContent('₫2,000,000');
    expect(screen.getByText('Bonuses').nextSibling).toHaveTextContent('₫500,000');
    const table = screen.getByRole('table', { name: 'By game category' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Lotus Originals');
  });

  it('asks for today when Today is chosen', async () => {
    const seen: Array<{ from: string; to: string }> = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === api.profitLoss.path) seen.push({ from: url.searchParams.get('from')!, to: url.searchParams.get('to')! });
    });
    const { user } = renderWithProviders(<ProfitLossPage />, loggedIn);
    await screen.findByRole('table', { name: 'By game category' });
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(seen.length).toBeGreaterThan(1));
    const today = seen.at(-1)!;
    expect(Date.parse(today.to) - Date.parse(today.from)).toBeGreaterThanOrEqual(23 * 3_600_000);
    expect(new Date(today.from).getDate()).toBe(new Date().getDate());
    server.events.removeAllListeners();
  });

  it('says when there were no bets, and when the report fails', async () => {
    server.use(contractHandler(api.profitLoss, () => buildProfitLoss({ bets: 0, payouts: 0, winLoss: 0, byCategory: [] })));
    renderWithProviders(<ProfitLossPage />, loggedIn);
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
    server.use(failing(api.profitLoss.path));
    renderWithProviders(<ProfitLossPage />, loggedIn);
    expect(await screen.findByText('Could not load the list')).toBeInTheDocument();
  });
});

describe('credit report', () => {
  let asked: URLSearchParams[];
  beforeEach(() => {
    asked = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === api.creditReport.path) asked.push(url.searchParams);
    });
  });
  afterEach(() => {
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });

  it('shows the member’s days of the previous 7 days, each with its bets, turnover, win/loss, rebates and bonuses, and the totals', async () => {
    const { container } = renderWithProviders(<CreditReportPage />, loggedIn);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const table = await screen.findByRole('table', { name: 'Credit report' });
    await within(table).findByText('2026-11-21');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Day', 'Bets', 'Bet amount', 'Valid turnover', 'Win/loss', 'Rebates', 'Bonuses', 'Net']);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026-11-23');
    expect(rows[1]).toHaveTextContent('+30,000');
    expect(rows[2]!.textContent).toBe('2026-11-212300,000300,000-50,0005,5000-44,500');
    expect(rows.at(-1)!.textContent).toBe('Total2300,000300,000-50,0005,50030,000-14,500');
    // the days are the member's: the range of local midnights, and the offset that makes them
    const first = asked[0]!;
    expect(Math.round((Date.parse(first.get('to')!) - Date.parse(first.get('from')!)) / 86_400_000)).toBe(7);
    expect(first.get('utcOffset')).toBe(String(-new Date(first.get('from')!).getTimezoneOffset()));
  });

  it('asks again for the range of a preset', async () => {
    const { user } = renderWithProviders(<CreditReportPage />, loggedIn);
    await screen.findByText('2026-11-21');
    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.length).toBeGreaterThan(1));
    const last = asked.at(-1)!;
    expect(Math.round((Date.parse(last.get('to')!) - Date.parse(last.get('from')!)) / 86_400_000)).toBe(30);
  });

  it('exports the days and the totals with the headings of the language', async () => {
    const files = captureDownloads();
    const { user } = renderWithProviders(<CreditReportPage />, loggedIn);
    await screen.findByText('2026-11-21');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^credit-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await files[0]!.text).slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Day,Bets,Bet amount,Valid turnover,Win/loss,Rebates,Bonuses,Net',
      '2026-11-23,0,0,0,0,0,30000,30000',
      '2026-11-21,2,300000,300000,-50000,5500,0,-44500',
      'Total,2,300000,300000,-50000,5500,30000,-14500',
    ]);
  });

  it('says when the period holds nothing, when the range was cut, and when the report fails', async () => {
    server.use(contractHandler(api.creditReport, () => buildCreditReport([], { clampedFrom: '2025-11-24T00:00:00.000Z' })));
    const { unmount } = renderWithProviders(<CreditReportPage />, loggedIn);
    expect(await screen.findByText('No bets, rebates or bonuses in this period.')).toBeInTheDocument();
    expect(screen.getByText('Records are kept for 12 months: showing from 2025-11-24.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    unmount();
    server.use(failing(api.creditReport.path));
    const { user } = renderWithProviders(<CreditReportPage />, loggedIn);
    expect(await screen.findByText('Could not load the list')).toBeInTheDocument();
    server.use(contractHandler(api.creditReport, () => buildCreditReport()));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2026-11-21')).toBeInTheDocument();
  });

  it('speaks the member’s language (Vietnamese)', async () => {
    await changeLanguage('VI');
    try {
      renderWithProviders(<CreditReportPage />, loggedIn);
      const table = await screen.findByRole('table', { name: 'Báo cáo tín dụng' });
      expect(within(table).getByRole('columnheader', { name: 'Doanh thu cược hợp lệ' })).toBeInTheDocument();
    } finally {
      await changeLanguage('EN');
    }
  });
});

describe('bonus details', () => {
  it('shows each bonus with its turnover progress and what is still locked', async () => {
    renderWithProviders(<BonusDetailsPage />, loggedIn);
    const table = await screen.findByRole('table', { name: 'Bonus details' });
    await within(table).findByText('Welcome bonus');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Welcome bonus');
    expect(rows[1]).toHaveTextContent('1,250,000 · 25%');
    expect(rows[1]).toHaveTextContent('In progress');
    expect(within(rows[1]!).getByRole('progressbar')).toHaveAttribute('value', '25');
    expect(rows[2]).toHaveTextContent('Turnover met');
    expect(screen.getByText('Still locked: 500,000.')).toBeInTheDocument();
  });

  it('shows loading, empty and error states', async () => {
    server.use(
      contractHandler(api.bonusRecords, async () => {
        await delay(100);
        return { ...emptyPage, locked: 0 };
      }),
    );
    const { container } = renderWithProviders(<BonusDetailsPage />, loggedIn);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('No bonuses yet')).toBeInTheDocument();
    server.use(failing(api.bonusRecords.path));
    renderWithProviders(<BonusDetailsPage />, loggedIn);
    expect(await screen.findByText('Could not load the list')).toBeInTheDocument();
  });
});
