import { QRCodeSVG } from 'qrcode.react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/shared/components/button';
import { DataTable, Pager, type Column } from '@/shared/components/data-table';
import { LoadingBlock, Skeleton } from '@/shared/components/feedback';
import { LoadFailed } from '@/shared/components/load-failed';
import { paths } from '@/shared/config/paths';
import { REFERRAL_PAGE_SIZE, type ReferralFriend, type ReferralSummary } from '@/shared/contract/referral';
import { useFormat } from '@/shared/i18n/use-format';
import { useAppSelector } from '@/shared/store/hooks';
import { selectCurrencySymbol } from '@/shared/store/system-status';
import panels from '@/shared/styles/panels.module.css';
import { useReferralFriendsQuery, useReferralSummaryQuery } from './referral-api';
import styles from './referral.module.css';

const NS = ['translation', 'referral'] as const;

/**
 * Invite friends (member centre page `referral`): the member's link and QR
 * code with the referral code (copy, share), what the brand's REFERRAL
 * promotion pays, the totals, and the friends who joined with what each
 * earned the member.
 */
export function Component() {
  const { ready } = useTranslation(NS);
  return ready ? <InviteFriends /> : <Skeleton style={{ height: 360 }} />;
}

function InviteFriends() {
  const { t } = useTranslation(NS);
  const summary = useReferralSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  if (summary.isLoading) {
    return (
      <LoadingBlock className={panels.page}>
        <Skeleton style={{ height: 200 }} />
        <Skeleton style={{ height: 120 }} />
      </LoadingBlock>
    );
  }
  if (summary.isError || !summary.data) return <LoadFailed title={t('referral:failed')} onRetry={() => void summary.refetch()} />;
  const data = summary.data;
  return (
    <div className={panels.page}>
      <ShareCard summary={data} />
      <Totals summary={data} />
      <PromotionEntry summary={data} />
      <Friends />
    </div>
  );
}

function ShareCard({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation(NS);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setMessage({ ok: true, text: done });
    } catch {
      setMessage({ ok: false, text: t('referral:copyFailed') });
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ title: t('referral:shareTitle'), text: t('referral:shareText', { code: summary.referralCode }), url: summary.link });
    } catch {
      // the member closed the share sheet: nothing to say
    }
  };
  return (
    <section className={`${panels.panel} ${styles.share}`} aria-labelledby="referral-share">
      <div className={styles.qr}>
        <QRCodeSVG value={summary.link} size={132} marginSize={2} title={t('referral:qr')} data-testid="referral-qr" />
      </div>
      <div className={styles.shareBody}>
        <h3 id="referral-share" className={styles.title}>
          {t('referral:yourLink')}
        </h3>
        <p className={styles.hint}>{t('referral:shareHint')}</p>
        <div className={styles.codeRow}>
          <span className={styles.codeLabel}>{t('referral:yourCode')}</span>
          <span className={styles.code} data-testid="referral-code">
            {summary.referralCode}
          </span>
        </div>
        <input className={styles.link} readOnly value={summary.link} aria-label={t('referral:yourLink')} data-testid="referral-link" onFocus={(e) => e.currentTarget.select()} />
        <div className={styles.actions}>
          <Button variant="accent" size="small" onClick={() => void copy(summary.link, t('referral:linkCopied'))}>
            {t('referral:copyLink')}
          </Button>
          <Button variant="subtle" size="small" onClick={() => void copy(summary.referralCode, t('referral:codeCopied'))}>
            {t('referral:copyCode')}
          </Button>
          {canShare && (
            <Button variant="subtle" size="small" onClick={() => void share()}>
              {t('referral:share')}
            </Button>
          )}
        </div>
        {message && (
          <span role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.ok : styles.bad}>
            {message.text}
          </span>
        )}
      </div>
    </section>
  );
}

function Totals({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation(NS);
  const format = useFormat({ symbol: useAppSelector(selectCurrencySymbol) });
  const figure = (label: string, value: ReactNode, key = false, testId?: string) => (
    <div className={key ? `${panels.figure} ${panels.figureKey}` : panels.figure}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <dl className={panels.figures} aria-label={t('referral:totals')}>
      {figure(t('referral:figures.friends'), summary.friends, false, 'referral-friends')}
      {figure(t('referral:figures.deposited'), summary.deposited)}
      {figure(t('referral:figures.earned'), format.money(summary.earned), true, 'referral-earned')}
      {figure(t('referral:figures.waiting'), format.money(summary.waiting))}
    </dl>
  );
}

function PromotionEntry({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation(NS);
  const format = useFormat({ symbol: useAppSelector(selectCurrencySymbol) });
  const { promotion, terms } = summary;
  if (!promotion) return <p className={panels.note}>{t('referral:noPromotion')}</p>;
  const lines: string[] = [];
  if (terms?.amount) lines.push(t('referral:terms.deposit', { amount: format.money(terms.amount), minDeposit: format.money(terms.minDeposit ?? 0) }));
  if (terms?.percent && (terms.period === 'D' || terms.period === 'W')) {
    const values = { percent: format.rate(terms.percent), period: t(`referral:terms.periods.${terms.period}`) };
    lines.push(terms.cap ? t('referral:terms.turnoverCapped', { ...values, cap: format.money(terms.cap) }) : t('referral:terms.turnover', values));
  }
  if (terms && terms.turnoverMultiple > 0) lines.push(t('referral:terms.playThrough', { count: terms.turnoverMultiple }));
  return (
    <section className={`${panels.panel} ${styles.promotion}`} aria-labelledby="referral-promotion" data-testid="referral-promotion">
      <img className={styles.banner} src={promotion.imageUrl} alt="" width={640} height={240} loading="lazy" />
      <div className={styles.promotionBody}>
        <span className={`${panels.badge} ${panels.badgeInfo}`}>{t('referral:entry')}</span>
        <h3 id="referral-promotion" className={styles.title}>
          {promotion.title}
        </h3>
        <p className={styles.hint}>{promotion.summary}</p>
        {lines.length > 0 && (
          <ul className={styles.terms}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <Link className={styles.rules} to={paths.promotions.href(promotion.id)}>
          {t('referral:seeRules')}
        </Link>
      </div>
    </section>
  );
}

function Friends() {
  const { t } = useTranslation(NS);
  const format = useFormat({ symbol: useAppSelector(selectCurrencySymbol) });
  const [page, setPage] = useState(1);
  const list = useReferralFriendsQuery({ pageNo: page, pageSize: REFERRAL_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const columns: Column<ReferralFriend>[] = [
    { key: 'name', header: t('referral:friends.name'), cell: (f) => <span className={panels.strong}>{f.name}</span> },
    { key: 'joinedAt', header: t('referral:friends.joinedAt'), cell: (f) => format.date(f.joinedAt) },
    {
      key: 'deposited',
      header: t('referral:friends.deposited'),
      align: 'center',
      cell: (f) => <span className={`${panels.badge} ${f.deposited ? panels.badgeGood : ''}`}>{f.deposited ? t('referral:friends.yes') : t('referral:friends.no')}</span>,
    },
    { key: 'earned', header: t('referral:friends.earned'), align: 'end', cell: (f) => format.money(f.earned) },
  ];
  const pages = list.data?.totalPages ?? 1;
  return (
    <section className={panels.page} aria-labelledby="referral-friends-title">
      <h3 id="referral-friends-title" className={styles.title}>
        {t('referral:friends.title')}
      </h3>
      <DataTable
        caption={t('referral:friends.title')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(f) => `${f.name}-${f.joinedAt}`}
        loading={list.isFetching}
        error={list.isError}
        onRetry={() => void list.refetch()}
        emptyTitle={t('referral:friends.emptyTitle')}
        emptyText={t('referral:friends.emptyText')}
        skeletonRows={3}
      />
      {pages > 1 && <Pager page={page} pageCount={pages} onPage={setPage} disabled={list.isFetching} />}
    </section>
  );
}
