import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameCategories } from '@/shared/contract/games';
import { betStatuses, RECORDS_EXPORT_PAGE_SIZE, RECORDS_PAGE_SIZE, type BetRecord, type BetRecordsRequest } from '@/shared/contract/records';
import { useFormat } from '@/shared/i18n/use-format';
import { isPlayTypeCode, lotteryResultLine, playNameKey, wordKeys } from '@/shared/lib/lottery-names';
import { allPages } from '@/shared/report/all-pages';
import { Amount } from '@/shared/report/amount';
import { ClampNote } from '@/shared/report/clamp-note';
import { ExportButton } from '@/shared/report/export-button';
import { ReportFilters, type FilterValues } from '@/shared/report/report-filters';
import { defaultRange, instantsOf } from '@/shared/report/report-range';
import { ReportTable, type ReportColumn } from '@/shared/report/report-table';
import { useReportFilters } from '@/shared/report/use-report-filters';
import { useAppDispatch } from '@/shared/store/hooks';
import panels from '@/shared/styles/panels.module.css';
import { RecordDetail } from './record-detail';
import { recordsApi, useBetRecordsQuery, useRecordVendorsQuery } from './records-api';
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

/** The badge of a bet's status: won green, lost red, pending blue, the rest plain. */
const statusTones: Partial<Record<BetRecord['status'], string>> = { won: panels.badgeGood, lost: panels.badgeBad, pending: panels.badgeInfo };

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
  // the lottery's texts too: a ticket's line names its play type (lottery:play.*), loaded with this page, never on the first screen
  const { t, i18n } = useTranslation(['translation', 'lottery']);
  const dispatch = useAppDispatch();
  const { money, dateTime } = useFormat();
  const { filters, page, setPage, apply } = useReportFilters<Filters>(() => ({ ...defaultRange(), category: '', vendor: '', status: '' }));
  const [open, setOpen] = useState<BetRecord | null>(null);
  /** a lottery ticket's draw, line and result (the reference is the period) */
  const lotteryFields = (lottery: NonNullable<BetRecord['lottery']>): Array<readonly [string, string]> => [
    [t('records.bets.lotteryDraw'), `${lottery.lotteryCode} · ${dateTime(lottery.drawAt)}`],
    [
      t('records.bets.lotteryLine'),
      `${isPlayTypeCode(lottery.playType) ? t(playNameKey(lottery.playType)) : lottery.playType}: ${lottery.numbers.map((n) => (wordKeys[n] ? t(wordKeys[n]) : n)).join(', ')} ×${lottery.points}${lottery.stations.length > 0 ? ` (${lottery.stations.join(', ')})` : ''}`,
    ],
    [t('records.bets.lotteryResult'), lotteryResultLine(lottery.result) ?? t('lottery.draw.drawing')],
  ];
  const records = useBetRecordsQuery(requestOf(filters, page), { refetchOnMountOrArgChange: true });
  const vendors = useRecordVendorsQuery();
  const data = records.data;
  const categoryName = (c: string) => t(`records.categories.${c}` as never);
  const statusName = (s: string) => t(`records.status.${s}` as never);

  const columns: ReportColumn<BetRecord>[] = [
    { key: 'time', header: t('records.bets.time'), cell: (b) => dateTime(b.betAt), csv: (b) => dateTime(b.betAt), total: t('table.totals') },
    { key: 'reference', header: t('records.bets.reference'), csv: (b) => b.reference },
    { key: 'vendor', header: t('records.bets.vendor'), csv: (b) => b.vendorName },
    {
      key: 'game',
      header: t('records.bets.game'),
      cell: (b) => (
        <>
          <span className={panels.strong}>{b.game}</span>
          <span className={panels.sub}>
            {b.vendorName} · {categoryName(b.category)}
          </span>
        </>
      ),
      csv: (b) => b.game,
    },
    { key: 'category', header: t('records.bets.category'), csv: (b) => categoryName(b.category) },
    { key: 'stake', header: t('records.bets.stake'), align: 'end', cell: (b) => money(b.stake), csv: (b) => b.stake, total: data && money(data.totals.stake) },
    { key: 'valid', header: t('records.bets.validBet'), align: 'end', cell: (b) => money(b.validBet), csv: (b) => b.validBet, total: data && money(data.totals.validBet) },
    { key: 'payout', header: t('records.bets.payout'), csv: (b) => b.payout },
    {
      key: 'winLoss',
      header: t('records.bets.winLoss'),
      align: 'end',
      cell: (b) => <Amount value={b.winLoss} signed />,
      csv: (b) => b.winLoss,
      total: data && <Amount value={data.totals.winLoss} signed />,
    },
    {
      key: 'status',
      header: t('records.bets.status'),
      align: 'center',
      cell: (b) => <span className={`${panels.badge} ${statusTones[b.status] ?? ''}`}>{statusName(b.status)}</span>,
      csv: (b) => statusName(b.status),
    },
  ];
  const exportRows = () =>
    allPages(RECORDS_EXPORT_PAGE_SIZE, (pageNo, pageSize) =>
      dispatch(recordsApi.endpoints.betRecords.initiate(requestOf(filters, pageNo, pageSize), { subscribe: false, forceRefetch: true })).unwrap(),
    );

  return (
    <div className={panels.page}>
      <ReportFilters
        defaultValues={filters}
        selects={[
          { name: 'category', label: t('records.bets.category'), options: gameCategories.map((c) => ({ value: c, label: categoryName(c) })) },
          { name: 'vendor', label: t('records.bets.vendor'), options: (vendors.data ?? []).map((v) => ({ value: v.code, label: v.name })), loading: vendors.isLoading },
          { name: 'status', label: t('records.bets.status'), options: betStatuses.map((s) => ({ value: s, label: statusName(s) })) },
        ]}
        onApply={apply}
        actions={<ExportButton name="betting-record" columns={columns} rows={exportRows} disabled={!data || data.totalCount === 0} />}
      />
      <ClampNote clampedFrom={data?.clampedFrom} />
      <ReportTable
        caption={t('memberCentre.personalHistoryCopy')}
        columns={columns}
        rows={data?.items}
        rowKey={(b) => b.id}
        query={records}
        pager={data && { page: data.pageNo, pageCount: data.totalPages, onPage: setPage }}
        emptyText={t('table.emptyText')}
        onRowClick={setOpen}
      />
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
              <span className={panels.sub}>{t('records.bets.verifyHint')}</span>
            </p>
          )}
        </RecordDetail>
      )}
    </div>
  );
}
