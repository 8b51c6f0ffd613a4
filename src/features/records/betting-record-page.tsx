import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, Pager, type Column } from '@/shared/components/data-table';
import { gameCategories } from '@/shared/contract/games';
import { betStatuses, RECORDS_PAGE_SIZE, type BetRecord, type BetRecordsRequest } from '@/shared/contract/records';
import { isPlayTypeCode, lotteryResultLine, playNameKeys, wordKeys } from '@/shared/lib/lottery-names';
import { useAppDispatch } from '@/shared/store/hooks';
import { allPages } from './all-pages';
import { ClampNote } from './clamp-note';
import { ExportButton } from './export-button';
import { RecordDetail } from './record-detail';
import { RecordFilters, type FilterValues } from './record-filters';
import { defaultRange, instantsOf } from './records-range';
import { recordsApi, useBetRecordsQuery, useRecordVendorsQuery } from './records-api';
import { useFormat } from '@/shared/i18n/use-format';
import styles from './records.module.css';

type Filters = FilterValues & { category: string; vendor: string; status: string };

function requestOf(filters: Filters, pageNo: number, pageSize = RECORDS_PAGE_SIZE): BetRecordsRequest {
  return {
    ...instantsOf(filters),
    ...(filters.category ? { category: filters.category as BetRecordsRequest['category'] } : {}),
    ...(filters.vendor ? { vendor: filters.vendor } : {}),
    ...(filters.status ? { status: filters.status as BetRecordsRequest['status'] } : {}),
    pageNo,
    pageSize,
  };
}

/** The verify page of the in-house games, which recomputes a round from its revealed seed in the browser. */
function verifyHref(fair: NonNullable<BetRecord['fair']>, language: string): string {
  const query = new URLSearchParams({
    kind: fair.kind,
    serverSeed: fair.serverSeed,
    clientSeed: fair.clientSeed,
    nonce: String(fair.nonce),
    hash: fair.serverSeedHash,
    lang: language,
  });
  return `/games/verify?${query.toString()}`;
}

/** Betting record (personalHistoryCopy): every bet, filtered, totalled, paged, exported, each with its detail. */
export function Component() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { money, dateTime } = useFormat();
  const [filters, setFilters] = useState<Filters>(() => ({ ...defaultRange(), category: '', vendor: '', status: '' }));
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<BetRecord | null>(null);
  /** a lottery ticket's draw, line and result (the reference is the period) */
  const lotteryFields = (lottery: NonNullable<BetRecord['lottery']>): Array<readonly [string, string]> => [
    [t('records.bets.lotteryDraw'), `${lottery.lotteryCode} · ${dateTime(lottery.drawAt)}`],
    [
      t('records.bets.lotteryLine'),
      `${isPlayTypeCode(lottery.playType) ? t(playNameKeys[lottery.playType]) : lottery.playType}: ${lottery.numbers.map((n) => (wordKeys[n] ? t(wordKeys[n]) : n)).join(', ')} ×${lottery.points}${lottery.stations.length > 0 ? ` (${lottery.stations.join(', ')})` : ''}`,
    ],
    [t('records.bets.lotteryResult'), lotteryResultLine(lottery.result) ?? t('lottery.draw.drawing')],
  ];
  const records = useBetRecordsQuery(requestOf(filters, page), { refetchOnMountOrArgChange: true });
  const vendors = useRecordVendorsQuery();
  const data = records.data;
  const categoryName = (c: string) => t(`records.categories.${c}` as never);
  const statusName = (s: string) => t(`records.status.${s}` as never);
  const winLossClass = (n: number) => (n > 0 ? styles.win : n < 0 ? styles.loss : undefined);

  const columns: Column<BetRecord>[] = [
    { key: 'time', header: t('records.bets.time'), cell: (b) => dateTime(b.betAt), total: t('table.totals') },
    {
      key: 'game',
      header: t('records.bets.game'),
      cell: (b) => (
        <>
          <span className={styles.strong}>{b.game}</span>
          <span className={styles.sub}>
            {b.vendorName} · {categoryName(b.category)}
          </span>
        </>
      ),
    },
    { key: 'stake', header: t('records.bets.stake'), align: 'end', cell: (b) => money(b.stake), total: data && money(data.totals.stake) },
    { key: 'valid', header: t('records.bets.validBet'), align: 'end', cell: (b) => money(b.validBet), total: data && money(data.totals.validBet) },
    {
      key: 'winLoss',
      header: t('records.bets.winLoss'),
      align: 'end',
      cell: (b) => <span className={winLossClass(b.winLoss)}>{money(b.winLoss, { signed: true })}</span>,
      total: data && <span className={winLossClass(data.totals.winLoss)}>{money(data.totals.winLoss, { signed: true })}</span>,
    },
    { key: 'status', header: t('records.bets.status'), align: 'center', cell: (b) => <span className={`${styles.badge} ${styles[`status_${b.status}`] ?? ''}`}>{statusName(b.status)}</span> },
  ];

  const headers = [t('records.bets.time'), t('records.bets.reference'), t('records.bets.vendor'), t('records.bets.game'), t('records.bets.category'), t('records.bets.stake'), t('records.bets.validBet'), t('records.bets.payout'), t('records.bets.winLoss'), t('records.bets.status')];
  const exportRows = async () => {
    const bets = await allPages((pageNo, pageSize) =>
      dispatch(recordsApi.endpoints.betRecords.initiate(requestOf(filters, pageNo, pageSize), { subscribe: false, forceRefetch: true })).unwrap(),
    );
    return bets.map((b) => [dateTime(b.betAt), b.reference, b.vendorName, b.game, categoryName(b.category), b.stake, b.validBet, b.payout, b.winLoss, statusName(b.status)]);
  };

  return (
    <div className={styles.page}>
      <RecordFilters
        defaultValues={filters}
        selects={[
          { name: 'category', label: t('records.bets.category'), options: gameCategories.map((c) => ({ value: c, label: categoryName(c) })) },
          { name: 'vendor', label: t('records.bets.vendor'), options: (vendors.data ?? []).map((v) => ({ value: v.code, label: v.name })), loading: vendors.isLoading },
          { name: 'status', label: t('records.bets.status'), options: betStatuses.map((s) => ({ value: s, label: statusName(s) })) },
        ]}
        onApply={(values) => {
          setFilters(values as Filters);
          setPage(1);
        }}
        actions={<ExportButton spec={{ name: 'betting-record', headers, rows: exportRows }} disabled={!data || data.totalCount === 0} />}
      />
      <ClampNote clampedFrom={data?.clampedFrom} />
      <DataTable
        caption={t('memberCentre.personalHistoryCopy')}
        columns={columns}
        rows={data?.items}
        rowKey={(b) => b.id}
        loading={records.isFetching}
        error={records.isError}
        onRetry={() => void records.refetch()}
        emptyText={t('table.emptyText')}
        onRowClick={setOpen}
      />
      {data && <Pager page={data.pageNo} pageCount={data.totalPages} onPage={setPage} disabled={records.isFetching} />}
      {open && (
        <RecordDetail
          title={t('records.bets.detail')}
          onClose={() => setOpen(null)}
          fields={[
            [t('records.bets.reference'), <code key="ref">{open.reference}</code>],
            [t('records.bets.time'), dateTime(open.betAt)],
            [t('records.bets.vendor'), open.vendorName],
            [t('records.bets.game'), open.game],
            [t('records.bets.category'), categoryName(open.category)],
            [t('records.bets.stake'), money(open.stake)],
            [t('records.bets.validBet'), money(open.validBet)],
            [t('records.bets.payout'), money(open.payout)],
            [t('records.bets.winLoss'), money(open.winLoss, { signed: true })],
            [t('records.bets.status'), statusName(open.status)],
            ...(open.lottery ? lotteryFields(open.lottery) : []),
          ]}
        >
          {open.fair && (
            <p className={styles.verify}>
              <a href={verifyHref(open.fair, i18n.language)} target="_blank" rel="noopener noreferrer">
                {t('records.bets.verify')}
              </a>
              <span className={styles.sub}>{t('records.bets.verifyHint')}</span>
            </p>
          )}
        </RecordDetail>
      )}
    </div>
  );
}
