import type { ReactNode } from 'react';
import { DataTable, Pager, type Column } from '@/shared/components/data-table';
import type { CsvValue } from '@/shared/lib/csv';

/**
 * One column of a report: its heading, how its cell is drawn, what it
 * writes into the CSV file, and its totals. A column without `cell` is in
 * the file only (an id, a reference); one without `csv` is on screen only.
 */
export interface ReportColumn<Row> {
  key: string;
  /** the heading, on screen and in the file */
  header: string;
  cell?: (row: Row) => ReactNode;
  csv?: (row: Row) => CsvValue;
  /** numbers and amounts align right */
  align?: 'start' | 'end' | 'center';
  /** the totals row's cell on screen */
  total?: ReactNode;
  /** the totals row's value in the file; the file has a totals row when a column has one */
  csvTotal?: CsvValue;
}

/** The state of the call behind a report (an RTK Query result fits). */
export interface ReportQuery {
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The CSV file of a report: the exported columns' headings, a line per row, then the totals when the columns have them. */
export function reportCsv<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]): { headers: string[]; rows: CsvValue[][] } {
  const exported = columns.filter((c): c is ReportColumn<Row> & { csv: (row: Row) => CsvValue } => c.csv !== undefined);
  const lines = rows.map((row) => exported.map((c) => c.csv(row)));
  if (exported.some((c) => c.csvTotal !== undefined)) lines.push(exported.map((c) => c.csvTotal));
  return { headers: exported.map((c) => c.header), rows: lines };
}

/** The columns a report draws, as the data table takes them. */
export function screenColumns<Row>(columns: readonly ReportColumn<Row>[]): Column<Row>[] {
  return columns.flatMap((c) => (c.cell ? [{ key: c.key, header: c.header, cell: c.cell, ...(c.align ? { align: c.align } : {}), ...(c.total !== undefined ? { total: c.total } : {}) }] : []));
}

/**
 * The table of a report: its columns drawn by the data table (loading,
 * empty and error states, totals row), the pager under it.
 */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  query,
  pager,
  emptyTitle,
  emptyText,
  onRowClick,
  skeletonRows,
  loading = query.isFetching,
}: {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  query: ReportQuery;
  /** the pages of a paged report: the page shown and how many there are */
  pager?: { page: number; pageCount: number; onPage: (page: number) => void } | undefined;
  emptyTitle?: ReactNode;
  emptyText?: ReactNode;
  onRowClick?: (row: Row) => void;
  skeletonRows?: number;
  /** the skeleton instead of the rows: while the call runs, unless the report keeps its rows while it refreshes (one that polls) */
  loading?: boolean;
}) {
  return (
    <>
      <DataTable
        caption={caption}
        columns={screenColumns(columns)}
        rows={rows}
        rowKey={rowKey}
        loading={loading}
        error={query.isError}
        onRetry={() => void query.refetch()}
        emptyTitle={emptyTitle}
        emptyText={emptyText}
        {...(onRowClick ? { onRowClick } : {})}
        {...(skeletonRows !== undefined ? { skeletonRows } : {})}
      />
      {pager && <Pager page={pager.page} pageCount={pager.pageCount} onPage={pager.onPage} disabled={query.isFetching} />}
    </>
  );
}
