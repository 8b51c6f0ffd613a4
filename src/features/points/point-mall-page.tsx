import { useState } from 'react';
import { Button } from '@/shared/components/button';
import { DataTable, Pager, type Column } from '@/shared/components/data-table';
import { Skeleton, StateView } from '@/shared/components/feedback';
import { GiftIcon } from '@/shared/components/icons';
import { LoadFailed } from '@/shared/components/load-failed';
import { Tabs } from '@/shared/components/tabs';
import type { PointEntry, PointItem, Redemption } from '@/shared/contract/points';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { modalOpened } from '@/shared/store/modals-slice';
import { useRequireRealAccount } from '@/shared/store/use-require-real-account';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectIsLoggedIn } from '@/shared/store/session-slice';
import { entryKeys, kindKeys, statusKeys } from './point-kind';
import { usePointRedemptionsQuery, usePointsBalanceQuery, usePointsCatalogueQuery, usePointsHistoryQuery } from './points-api';
import { PointsTexts, usePointsT } from './points-texts';
import { RedeemDialog } from './redeem-dialog';
import { useNumbers } from './use-numbers';
import panels from '@/shared/styles/panels.module.css';
import styles from './points.module.css';

const PAGE_SIZE = 10;
type Tab = 'catalogue' | 'redemptions' | 'history';

function Balance({ ratio, money }: { ratio: number; money: (n: number) => string }) {
  const { t } = usePointsT();
  const dispatch = useAppDispatch();
  const hydrated = useHydrated();
  const loggedIn = useAppSelector(selectIsLoggedIn) && hydrated;
  const balance = usePointsBalanceQuery(undefined, { skip: !loggedIn });
  const { count } = useNumbers();
  return (
    <section className={styles.balance} aria-labelledby="points-balance">
      <div className={styles.balanceMain}>
        <h2 id="points-balance" className={styles.balanceLabel}>
          {t('balance.title')}
        </h2>
        {!loggedIn ? (
          <div className={styles.balanceVisitor}>
            <p className={styles.muted}>{t('balance.visitor')}</p>
            <Button onClick={() => dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }))}>{t('balance.login')}</Button>
          </div>
        ) : balance.isError ? (
          <LoadFailed title={t('balance.failed')} onRetry={() => void balance.refetch()} />
        ) : balance.data ? (
          <p className={styles.balanceValue} data-testid="points-balance">
            {count(balance.data.points)}
          </p>
        ) : (
          <Skeleton style={{ height: 40, width: 160 }} />
        )}
      </div>
      <dl className={styles.balanceFacts}>
        <div>
          <dt>{t('balance.ratio')}</dt>
          <dd>{t('balance.ratioValue', { amount: money(ratio) })}</dd>
        </div>
        <div>
          <dt>{t('balance.expiry')}</dt>
          <dd>{t('balance.never')}</dd>
        </div>
        {balance.data && loggedIn && (
          <div>
            <dt>{t('balance.earned')}</dt>
            <dd>{count(balance.data.earned)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function ItemCard({ item, money, onRedeem }: { item: PointItem; money: (n: number) => string; onRedeem: () => void }) {
  const { t } = usePointsT();
  const { count } = useNumbers();
  const soldOut = item.stock === 0;
  return (
    <li className={`${panels.panel} ${styles.item}`} data-kind={item.kind}>
      <div className={styles.itemArt} aria-hidden="true">
        <GiftIcon size={30} />
      </div>
      <div className={styles.itemBody}>
        <span className={`${panels.badge} ${panels.badgeInfo} ${styles.kind}`}>{t(kindKeys[item.kind])}</span>
        <h3 className={styles.itemName}>{item.name}</h3>
        {item.amount > 0 && <p className={styles.itemValue}>{money(item.amount)}</p>}
        <dl className={styles.itemFacts}>
          <div>
            <dt>{t('catalogue.price')}</dt>
            <dd className={styles.price}>{t('pointsValue', { points: count(item.price) })}</dd>
          </div>
          <div>
            <dt>{t('catalogue.stock')}</dt>
            <dd>{item.stock === null ? t('catalogue.unlimited') : count(item.stock)}</dd>
          </div>
        </dl>
      </div>
      <Button onClick={onRedeem} disabled={soldOut} block aria-label={t('catalogue.redeemItem', { name: item.name })}>
        {soldOut ? t('catalogue.soldOut') : t('catalogue.redeem')}
      </Button>
    </li>
  );
}

function Catalogue({ items, money }: { items: PointItem[]; money: (n: number) => string }) {
  const { t } = usePointsT();
  const requireRealAccount = useRequireRealAccount();
  const hydrated = useHydrated();
  const loggedIn = useAppSelector(selectIsLoggedIn) && hydrated;
  const balance = usePointsBalanceQuery(undefined, { skip: !loggedIn });
  const [open, setOpen] = useState<PointItem | null>(null);
  if (items.length === 0) {
    return <StateView role="status" icon={<GiftIcon size={28} />} title={t('catalogue.emptyTitle')} text={t('catalogue.emptyText')} />;
  }
  const redeem = (item: PointItem) => {
    // a visitor is asked to log in, a trial account to open a real one
    if (requireRealAccount()) setOpen(item);
  };
  return (
    <>
      <ul className={styles.items} aria-label={t('tabs.catalogue')}>
        {items.map((item) => (
          <ItemCard key={item.id} item={item} money={money} onRedeem={() => redeem(item)} />
        ))}
      </ul>
      {open && <RedeemDialog item={open} points={balance.data?.points ?? 0} money={money} onClose={() => setOpen(null)} />}
    </>
  );
}

function Redemptions({ money }: { money: (n: number) => string }) {
  const { t } = usePointsT();
  const { count, dateTime } = useNumbers();
  const [page, setPage] = useState(1);
  const list = usePointRedemptionsQuery({ page, pageSize: PAGE_SIZE });
  const tone = { in_process: `${panels.badgeInfo} ${styles.statusPending}`, approved: panels.badgeGood, rejected: panels.badgeBad } as const;
  const columns: Column<Redemption>[] = [
    { key: 'time', header: t('history.time'), cell: (r) => dateTime(r.createdAt) },
    { key: 'name', header: t('history.item'), cell: (r) => r.name },
    { key: 'type', header: t('history.type'), cell: (r) => t(kindKeys[r.type]) },
    { key: 'quantity', header: t('history.quantity'), cell: (r) => r.quantity, align: 'end' },
    { key: 'points', header: t('history.points'), cell: (r) => count(r.points), align: 'end' },
    { key: 'amount', header: t('history.amount'), cell: (r) => (r.amount > 0 ? money(r.amount) : '—'), align: 'end' },
    { key: 'status', header: t('history.status'), cell: (r) => <span className={`${panels.badge} ${styles.status} ${tone[r.status]}`}>{t(statusKeys[r.status])}</span> },
    { key: 'remark', header: t('history.remark'), cell: (r) => r.remark || '—' },
  ];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <>
      <DataTable
        caption={t('tabs.redemptions')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(r) => r.id}
        loading={list.isFetching && !list.data}
        error={list.isError}
        onRetry={() => void list.refetch()}
        emptyTitle={t('history.emptyRedemptions')}
        skeletonRows={3}
      />
      <Pager page={page} pageCount={pages} onPage={setPage} disabled={list.isFetching} />
    </>
  );
}

function PointsHistory({ money }: { money: (n: number) => string }) {
  const { t } = usePointsT();
  const { count, dateTime } = useNumbers();
  const [page, setPage] = useState(1);
  const list = usePointsHistoryQuery({ page, pageSize: PAGE_SIZE });
  const columns: Column<PointEntry>[] = [
    { key: 'time', header: t('history.time'), cell: (e) => dateTime(e.createdAt) },
    { key: 'kind', header: t('history.entry'), cell: (e) => t(entryKeys[e.kind]) },
    {
      key: 'points',
      header: t('history.points'),
      cell: (e) => <span className={`${e.points < 0 ? panels.loss : panels.win} ${styles.points}`}>{`${e.points > 0 ? '+' : ''}${count(e.points)}`}</span>,
      align: 'end',
    },
    {
      key: 'detail',
      header: t('history.detail'),
      cell: (e) =>
        e.turnover !== null
          ? t('history.turnover', { amount: money(e.turnover) })
          : e.redemptionId !== null
            ? t('history.redemption', { id: e.redemptionId })
            : '—',
    },
  ];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <>
      <DataTable
        caption={t('tabs.history')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(e) => e.id}
        loading={list.isFetching && !list.data}
        error={list.isError}
        onRetry={() => void list.refetch()}
        emptyTitle={t('history.emptyEntries')}
        skeletonRows={3}
      />
      <Pager page={page} pageCount={pages} onPage={setPage} disabled={list.isFetching} />
    </>
  );
}

function Heading() {
  const { t } = usePointsT();
  return (
    <>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
    </>
  );
}

function MallContent() {
  const { t } = usePointsT();
  const catalogue = usePointsCatalogueQuery();
  const hydrated = useHydrated();
  const loggedIn = useAppSelector(selectIsLoggedIn) && hydrated;
  const { money } = useNumbers(catalogue.data?.currencySymbol);
  const [tab, setTab] = useState<Tab>('catalogue');
  if (catalogue.isError) {
    return (
      <>
        <Heading />
        <LoadFailed title={t('catalogue.failed')} onRetry={() => void catalogue.refetch()} />
      </>
    );
  }
  if (!catalogue.data) {
    return (
      <>
        <Heading />
        <div className={`${panels.page} ${styles.page}`} aria-busy="true">
          <Skeleton style={{ height: 120 }} />
          <Skeleton style={{ height: 320 }} />
        </div>
      </>
    );
  }
  const tabs = loggedIn
    ? ([
        { key: 'catalogue', label: t('tabs.catalogue') },
        { key: 'redemptions', label: t('tabs.redemptions') },
        { key: 'history', label: t('tabs.history') },
      ] as const)
    : ([{ key: 'catalogue', label: t('tabs.catalogue') }] as const);
  const shown: Tab = loggedIn ? tab : 'catalogue';
  return (
    <>
      <Heading />
      <Balance ratio={catalogue.data.ratio} money={money} />
      <Tabs items={tabs} selected={shown} onSelect={setTab} label={t('title')} className={styles.tabs}>
        {shown === 'catalogue' && <Catalogue items={catalogue.data.items} money={money} />}
        {shown === 'redemptions' && <Redemptions money={money} />}
        {shown === 'history' && <PointsHistory money={money} />}
      </Tabs>
    </>
  );
}

/** The points mall (/pointMall): the balance, the catalogue with its redeem, the redeems and the points' own history. */
export function PointMallPage() {
  return (
    <div className={`${panels.page} ${styles.page}`}>
      <PointsTexts placeholder={<Skeleton style={{ height: 420 }} />}>
        <MallContent />
      </PointsTexts>
    </div>
  );
}
