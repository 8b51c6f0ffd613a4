import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/shared/components/button';
import { DataTable } from '@/shared/components/data-table';
import { ChevronLeftIcon, LockIcon, WalletIcon } from '@/shared/components/icons';
import { operatorApi, roleMay, type MemberStatus } from '@/shared/contract/operator';
import { Badge } from '@/shared/console/badge';
import card from '@/shared/console/card.module.css';
import form from '@/shared/console/form.module.css';
import { formatCurrency } from '@/shared/lib/format';
import { formatDateTime } from '@/shared/lib/format-date';
import { useFormat } from '@/shared/i18n/use-format';
import { PageHeader } from '@/shared/console/page-header';
import { EmptyNote, EmptyState, ErrorState, LoadingState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { consolePaths } from '@/shared/console/console-paths';
import { useConsoleSelector } from '@/shared/console/console-store';
import { AdjustBalanceDialog, type AdjustmentDone } from './adjust-balance-dialog';
import { useKindLabel } from '@/shared/console/kind-label';
import { StatusBadge, useMemberType } from './member-labels';
import { MemberStatusDialog } from './member-status-dialog';
import { MemberRewardsSection } from './member-rewards-section';
import { ExcludeDialog } from './exclude-dialog';
import { MemberProtection } from './member-protection';
import { useMemberQuery } from './members-api';
import styles from './member-page.module.css';

type Dialog = { kind: 'adjust' } | { kind: 'status'; status: MemberStatus } | { kind: 'exclude' } | null;

/** A member: profile, status, balance, latest movements, login history; and what staff may do about them. */
export default function MemberPage() {
  const { t } = useTranslation('operator');
  const { language } = useFormat();
  const kindLabel = useKindLabel();
  const memberType = useMemberType();
  const role = useConsoleSelector((state) => state.session.operator?.role);
  const memberId = Number(useParams().memberId);
  const valid = Number.isInteger(memberId) && memberId > 0;
  const detail = useMemberQuery(memberId, { skip: !valid, refetchOnMountOrArgChange: true });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (!valid) return <EmptyState title={t('member.notFound')} />;
  if (detail.isLoading) return <LoadingState />;
  if (detail.isError || !detail.data) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;

  const { member, movements, logins } = detail.data;
  const shown = (value: number) => formatCurrency(value, language, { symbol: member.currencySymbol });
  const mayAdjust = roleMay(role, operatorApi.operatorAdjustBalance);
  const mayChangeStatus = roleMay(role, operatorApi.operatorSetMemberStatus);

  const adjusted = (done: AdjustmentDone) => {
    setDialog(null);
    setNotice(
      done.replayed
        ? t('adjust.replayed')
        : t(done.direction === 'credit' ? 'adjust.doneCredit' : 'adjust.doneDebit', { amount: shown(done.amount), balance: shown(done.balanceAfter) }),
    );
  };
  const statusChanged = (status: MemberStatus, sessionsEnded: number) => {
    setDialog(null);
    setNotice(status === 'locked' ? t('status.locked', { account: member.account, sessions: sessionsEnded }) : t('status.unlocked', { account: member.account }));
  };

  return (
    <>
      <PageHeader
        before={
          <Link to={consolePaths.members} className={styles.back}>
            <ChevronLeftIcon size={14} />
            {t('pages.members')}
          </Link>
        }
        title={
          <>
            {member.account}
            <StatusBadge status={member.status} />
            {member.lockedUntil && <Badge tone="warn">{t('member.tempLocked', { until: (member.lockedUntil ? formatDateTime(member.lockedUntil, language) : '—') })}</Badge>}
          </>
        }
        subtitle={
          <>
            <span>{member.nickname}</span>·<span>{memberType(member.isAgent)}</span>·<span>{member.merchantCode}</span>·<span>ID {member.id}</span>
          </>
        }
        actions={
          <>
            {mayAdjust && (
              <Button icon={<WalletIcon size={16} />} size="small" onClick={() => setDialog({ kind: 'adjust' })}>
                {t('member.adjust')}
              </Button>
            )}
            {mayChangeStatus &&
              (member.status === 'locked' ? (
                <Button variant="ghost" size="small" onClick={() => setDialog({ kind: 'status', status: 'active' })}>
                  {t('status.unlock')}
                </Button>
              ) : (
                <Button variant="ghost" size="small" icon={<LockIcon size={16} />} onClick={() => setDialog({ kind: 'status', status: 'locked' })}>
                  {t('status.lock')}
                </Button>
              ))}
          </>
        }
      />
      {notice && (
        <div className={`${form.success} ${styles.notice}`} role="status">
          {notice}
          <button type="button" className={styles.dismiss} onClick={() => setNotice(null)} aria-label={t('actions.dismiss')}>
            ×
          </button>
        </div>
      )}

      <div className={styles.top}>
        <section className={`${card.card} ${styles.balance}`} aria-labelledby="member-balance">
          <h2 id="member-balance" className={card.cardTitle}>
            {t('member.balance')}
          </h2>
          <div className={styles.balanceValue} data-testid="member-balance">
            {member.balance === null ? '—' : shown(member.balance)}
          </div>
          <div className={styles.balanceMeta}>{t('member.currency', { currency: member.currency })}</div>
        </section>
        <section className={`${card.card} ${styles.profile}`} aria-labelledby="member-profile">
          <h2 id="member-profile" className={card.cardTitle}>
            {t('member.profile')}
          </h2>
          <dl className={styles.facts}>
            <Fact label={t('member.email')}>{member.email ?? '—'}</Fact>
            <Fact label={t('member.mobile')}>{member.mobile ?? '—'}</Fact>
            <Fact label={t('member.payeeName')}>{member.payeeName ?? '—'}</Fact>
            <Fact label={t('member.upline')}>{member.uplineAccount ?? '—'}</Fact>
            <Fact label={t('member.club')}>{member.clubLabel ?? '—'}</Fact>
            <Fact label={t('member.language')}>{member.language ?? '—'}</Fact>
            <Fact label={t('member.registered')}>{(member.createdAt ? formatDateTime(member.createdAt, language) : '—')}</Fact>
            <Fact label={t('member.registerIp')}>{member.registerIp ?? '—'}</Fact>
            <Fact label={t('member.lastLogin')}>{(member.lastLoginAt ? formatDateTime(member.lastLoginAt, language) : '—')}</Fact>
            <Fact label={t('member.previousLogin')}>{(member.previousLoginAt ? formatDateTime(member.previousLoginAt, language) : '—')}</Fact>
            <Fact label={t('member.failedLogins')}>{member.failedLogins}</Fact>
            <Fact label={t('member.openSessions')}>{member.openSessions}</Fact>
          </dl>
        </section>
      </div>

      <section className={card.section} aria-labelledby="member-movements">
        <h2 id="member-movements" className={card.sectionTitle}>
          {t('member.movements')}
        </h2>
        {movements.length === 0 ? (
          <EmptyNote title={t('member.noMovements')} />
        ) : (
          <div className={table.dense}>
            <DataTable
              caption={t('member.movements')}
              rows={movements}
              rowKey={(movement) => movement.transactionId}
              columns={[
                { key: 'time', header: t('member.time'), cell: (movement) => <span className={table.muted}>{movement.createdAt ? formatDateTime(movement.createdAt, language) : '—'}</span> },
                { key: 'kind', header: t('member.kind'), cell: (movement) => kindLabel(movement.kind) },
                {
                  key: 'amount',
                  header: t('member.amount'),
                  align: 'end',
                  cell: (movement) => (
                    <span className={movement.amount >= 0 ? table.credit : table.debit}>
                      {formatCurrency(movement.amount, language, { symbol: member.currencySymbol, signed: true })}
                    </span>
                  ),
                },
                { key: 'balanceAfter', header: t('member.balanceAfter'), align: 'end', cell: (movement) => shown(movement.balanceAfter) },
                {
                  key: 'memo',
                  header: t('member.memo'),
                  cell: (movement) => (
                    <span className={table.clip} title={movement.memo}>
                      {movement.memo || '—'}
                    </span>
                  ),
                },
                { key: 'transaction', header: t('member.transaction'), align: 'end', cell: (movement) => <span className={`${table.mono} ${table.muted}`}>#{movement.transactionId}</span> },
              ]}
            />
          </div>
        )}
      </section>

      <section className={card.section} aria-labelledby="member-logins">
        <h2 id="member-logins" className={card.sectionTitle}>
          {t('member.logins')}
        </h2>
        {logins.length === 0 ? (
          <EmptyNote title={t('member.noLogins')} />
        ) : (
          <div className={table.dense}>
            <DataTable
              caption={t('member.logins')}
              rows={logins.map((login, index) => ({ ...login, index }))}
              rowKey={(login) => `${login.createdAt}-${login.index}`}
              columns={[
                { key: 'time', header: t('member.time'), cell: (login) => <span className={table.muted}>{login.createdAt ? formatDateTime(login.createdAt, language) : '—'}</span> },
                {
                  key: 'result',
                  header: t('member.result'),
                  cell: (login) => (login.success ? <Badge tone="good">{t('member.loginOk')}</Badge> : <Badge tone="bad">{t('member.loginFailed')}</Badge>),
                },
                { key: 'ip', header: t('member.ip'), cell: (login) => <span className={table.mono}>{login.ip ?? '—'}</span> },
                {
                  key: 'device',
                  header: t('member.device'),
                  cell: (login) => (
                    <span className={table.clip} title={login.userAgent ?? undefined}>
                      {login.userAgent ?? '—'}
                    </span>
                  ),
                },
              ]}
            />
          </div>
        )}
      </section>

      <MemberRewardsSection memberId={member.id} />

      <MemberProtection member={member} onExclude={() => setDialog({ kind: 'exclude' })} />

      {dialog?.kind === 'exclude' && (
        <ExcludeDialog
          member={member}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setNotice(t('protection.excluded', { account: member.account }));
          }}
        />
      )}
      {dialog?.kind === 'adjust' && <AdjustBalanceDialog member={member} onClose={() => setDialog(null)} onDone={adjusted} />}
      {dialog?.kind === 'status' && (
        <MemberStatusDialog
          member={member}
          status={dialog.status}
          onClose={() => setDialog(null)}
          onDone={(ended) => statusChanged(dialog.status, ended)}
        />
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
