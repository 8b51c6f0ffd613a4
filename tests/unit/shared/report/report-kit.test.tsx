import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from '@/shared/api/base-api';
import { api } from '@/shared/contract/api';
import type { RequestOf } from '@/shared/contract/endpoint';
import { RECORDS_EXPORT_PAGE_SIZE, type TransactionRecord } from '@/shared/contract/records';
import { isoDay } from '@/shared/form/date-range';
import { UTF8_BOM } from '@/shared/lib/csv';
import { allPages } from '@/shared/report/all-pages';
import { Amount } from '@/shared/report/amount';
import { ExportButton } from '@/shared/report/export-button';
import { ReportFilters, type FilterValues } from '@/shared/report/report-filters';
import { chosen, defaultRange, instantsOf, utcOffsetOf } from '@/shared/report/report-range';
import { reportCsv, ReportTable, type ReportColumn } from '@/shared/report/report-table';
import { useReportFilters } from '@/shared/report/use-report-filters';
import { useAppDispatch } from '@/shared/store/hooks';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { buildTransactionRecord } from '../../../mocks/handlers/records';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../render';

/** A report as a feature writes one: the kit, a contract endpoint, and a table of columns. */
const kitApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    kitMovements: build.query<{ items: TransactionRecord[]; pageNo: number; totalPages: number; totalCount: number }, RequestOf<typeof api.transactionRecords>>({
      query: (args) => ({ endpoint: api.transactionRecords, args }),
    }),
  }),
});

const columns: ReportColumn<TransactionRecord>[] = [
  { key: 'id', header: 'Id', csv: (r) => r.id, csvTotal: 'Total' },
  { key: 'type', header: 'Type', cell: (r) => r.type, csv: (r) => r.type, total: 'Total' },
  { key: 'amount', header: 'Amount', align: 'end', cell: (r) => <Amount value={r.amount} signed />, csv: (r) => r.amount, total: '1,500,000', csvTotal: 1_500_000 },
  { key: 'memo', header: 'Memo', cell: (r) => r.memo },
];

function MovementsReport() {
  const dispatch = useAppDispatch();
  const { filters, page, setPage, apply } = useReportFilters<FilterValues>(() => ({ ...defaultRange(), type: '' }));
  const request = (pageNo: number, pageSize = 20) => ({ ...instantsOf(filters), ...chosen(filters, ['type'] as const), pageNo, pageSize }) as RequestOf<typeof api.transactionRecords>;
  const movements = kitApi.useKitMovementsQuery(request(page));
  const data = movements.data;
  return (
    <>
      <ReportFilters
        defaultValues={filters}
        selects={[{ name: 'type', label: 'Type', options: [{ value: 'deposit', label: 'Deposit' }] }]}
        onApply={apply}
        actions={
          <ExportButton
            name="movements"
            columns={columns}
            rows={() => allPages(RECORDS_EXPORT_PAGE_SIZE, (pageNo, pageSize) => dispatch(kitApi.endpoints.kitMovements.initiate(request(pageNo, pageSize), { subscribe: false, forceRefetch: true })).unwrap())}
            disabled={!data || data.totalCount === 0}
          />
        }
      />
      <ReportTable caption="Movements" columns={columns} rows={data?.items} rowKey={(r) => r.id} query={movements} pager={data && { page: data.pageNo, pageCount: data.totalPages, onPage: setPage }} />
    </>
  );
}

/** The files the page downloads, read back as text (with the byte-order mark). */
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
    if (blob) files.push({ name: this.download, text: blob.arrayBuffer().then((b) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(b)) });
  });
  return files;
}

const loggedIn = { preloadedState: { session: { token: 'token-demo' } } };
const twoPages = (rows: (page: number) => TransactionRecord[]) =>
  contractHandler(api.transactionRecords, ({ body }) => ({ items: rows(body.pageNo ?? 1), pageNo: body.pageNo ?? 1, totalPages: 2, totalCount: 2, clampedFrom: null }));

describe('the report kit: range rules', () => {
  it('turns local days into instants from the first midnight to the midnight after the last day', () => {
    const { from, to } = instantsOf({ start: '2026-11-01', end: '2026-11-07' });
    expect(new Date(from).getDate()).toBe(1);
    expect(new Date(from).getHours()).toBe(0);
    expect(Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)).toBe(7);
    expect(utcOffsetOf({ start: '2026-11-01', end: '2026-11-07' })).toBe(-new Date(2026, 10, 1).getTimezoneOffset());
  });

  it('shows the previous 7 days first, today included, and keeps only the filled-in choices', () => {
    expect(defaultRange(new Date(2026, 10, 28))).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(chosen({ start: 'x', end: 'y', account: '  quangly ', type: '' }, ['account', 'type'])).toEqual({ account: 'quangly' });
  });
});

describe('the report kit: the filter bar', () => {
  it('offers the spec’s presets (previous and next 7 and 30 days) and the periods, and applies them on Search', async () => {
    const onApply = vi.fn();
    const { user } = renderWithProviders(<ReportFilters defaultValues={{ ...defaultRange(), account: '' }} texts={[{ name: 'account', label: 'Account', maxLength: 64 }]} onApply={onApply} />);
    const form = screen.getByRole('form', { name: 'Filters' });
    for (const name of ['Previous 7 days', 'Previous 30 days', 'Next 7 days', 'Next 30 days']) expect(within(form).getByRole('button', { name })).toBeInTheDocument();
    const today = new Date();
    await user.click(screen.getByRole('button', { name: 'Next 30 days' }));
    await user.type(screen.getByLabelText('Account'), 'quangly');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    expect(onApply.mock.calls[0]![0]).toEqual({
      start: isoDay(today),
      end: isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 29)),
      account: 'quangly',
    });
    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(2));
    expect(onApply.mock.calls[1]![0]).toMatchObject({ start: isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29)), end: isoDay(today) });
  });

  it('refuses a range that ends before it starts', async () => {
    const onApply = vi.fn();
    const { user } = renderWithProviders(<ReportFilters defaultValues={{ start: '2026-11-20', end: '2026-11-10' }} onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The end date cannot be before the start date')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });
});

describe('the report kit: a report as a table of columns', () => {
  let asked: URLSearchParams[];
  beforeEach(() => {
    asked = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === api.transactionRecords.path) asked.push(url.searchParams);
    });
  });
  afterEach(() => {
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });

  it('draws the screen columns with the totals, pages, and exports the file columns of every page with the totals line', async () => {
    server.use(twoPages((page) => [buildTransactionRecord({ id: page, amount: page === 1 ? 1_000_000 : 500_000, memo: page === 1 ? 'first, "quoted"' : '=SUM(A1)' })]));
    const files = captureDownloads();
    const { user, container } = renderWithProviders(<MovementsReport />, loggedIn);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const table = await screen.findByRole('table', { name: 'Movements' });
    await within(table).findByText('first, "quoted"');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Type', 'Amount', 'Memo']);
    expect(rows[1]).toHaveTextContent('+1,000,000');
    expect(rows.at(-1)).toHaveTextContent('Total');
    expect(rows.at(-1)).toHaveTextContent('1,500,000');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^movements-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await files[0]!.text;
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual(['Id,Type,Amount', '1,deposit,1000000', '2,deposit,500000', 'Total,,1500000', '']);
    expect(asked.filter((q) => q.get('pageSize') === String(RECORDS_EXPORT_PAGE_SIZE)).map((q) => q.get('pageNo'))).toEqual(['1', '2']);
  });

  it('asks for the first page again when a filter is applied', async () => {
    server.use(twoPages((page) => [buildTransactionRecord({ id: page })]));
    const { user } = renderWithProviders(<MovementsReport />, loggedIn);
    await screen.findByText('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    await user.selectOptions(screen.getByLabelText('Type'), 'deposit');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)?.get('type')).toBe('deposit'));
    expect(asked.at(-1)?.get('pageNo')).toBe('1');
  });

  it('says when nothing matches (export off), and when the load failed, with a retry that asks again', async () => {
    server.use(contractHandler(api.transactionRecords, () => ({ items: [], pageNo: 1, totalPages: 1, totalCount: 0, clampedFrom: null })));
    const { unmount } = renderWithProviders(<MovementsReport />, loggedIn);
    expect(await screen.findByRole('status')).toHaveTextContent('No records');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    unmount();
    server.use(contractHandler(api.transactionRecords, () => new MockFailure(500, 'INTERNAL', 'boom')));
    const { user } = renderWithProviders(<MovementsReport />, loggedIn);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the list');
    const before = asked.length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
  });

  it('says in a toast when the export failed', async () => {
    // only the export's pages fail: however often the table itself is read, it keeps its rows
    server.use(
      contractHandler(api.transactionRecords, ({ body }) =>
        body.pageSize === RECORDS_EXPORT_PAGE_SIZE ? new MockFailure(500, 'INTERNAL', 'boom') : { items: [buildTransactionRecord()], pageNo: 1, totalPages: 1, totalCount: 1, clampedFrom: null },
      ),
    );
    const { user, store } = renderWithProviders(<MovementsReport />, loggedIn);
    await screen.findByRole('table', { name: 'Movements' });
    // the table is drawn (busy) before its rows: the export is on once they are there
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(JSON.stringify(store.getState().toasts)).toContain('The export could not be made'));
  });
});

describe('the report kit: the CSV of a table of columns', () => {
  it('writes the file columns only, in order, and a totals line only when a column has one', () => {
    const rows = [buildTransactionRecord({ id: 7, memo: 'hidden' })];
    expect(reportCsv(columns, rows)).toEqual({ headers: ['Id', 'Type', 'Amount'], rows: [[7, 'deposit', 1_000_000], ['Total', undefined, 1_500_000]] });
    expect(reportCsv(columns.map(({ csvTotal: _, ...c }) => c), rows).rows).toHaveLength(1);
  });
});
