import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, Pager, type Column } from '@/shared/components/data-table';
import { renderWithProviders } from '../render';

interface Row {
  id: number;
  kind: string;
  amount: number;
}
const columns: Column<Row>[] = [
  { key: 'kind', header: 'Type', cell: (r) => r.kind },
  { key: 'amount', header: 'Amount', cell: (r) => r.amount, align: 'end', total: 350 },
];

describe('the data table', () => {
  it('draws a named table with its rows and a totals row', () => {
    renderWithProviders(
      <DataTable caption="Account record" columns={columns} rows={[{ id: 1, kind: 'Deposit', amount: 300 }, { id: 2, kind: 'Bonus', amount: 50 }]} rowKey={(r) => r.id} />,
    );
    const table = screen.getByRole('table', { name: 'Account record' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4); // heading, two rows, totals
    expect(within(rows[1]!).getByRole('cell', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(rows[3]!).getByRole('cell', { name: 'Total' })).toBeInTheDocument();
    expect(within(rows[3]!).getByRole('cell', { name: '350' })).toBeInTheDocument();
  });

  it('says there is nothing, or that the load failed with a retry', async () => {
    const { rerender, user } = renderWithProviders(<DataTable caption="Records" columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByRole('status')).toHaveTextContent('No records');
    const onRetry = vi.fn();
    rerender(<DataTable caption="Records" columns={columns} rows={undefined} error onRetry={onRetry} rowKey={(r) => r.id} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the list');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('opens a row with the keyboard and pages with the pager', async () => {
    const onRowClick = vi.fn();
    const onPage = vi.fn();
    const { user } = renderWithProviders(
      <>
        <DataTable caption="Records" columns={columns} rows={[{ id: 7, kind: 'Bet', amount: 10 }]} rowKey={(r) => r.id} onRowClick={onRowClick} />
        <Pager page={1} pageCount={3} onPage={onPage} />
      </>,
    );
    screen.getByRole('cell', { name: 'Bet' }).closest('tr')!.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith({ id: 7, kind: 'Bet', amount: 10 });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
