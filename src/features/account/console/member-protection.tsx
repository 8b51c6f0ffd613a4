import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { DataTable } from '@/shared/components/data-table';
import type { OperatorMemberDetail } from '@/shared/contract/operator';
import { roleMay } from '@/shared/contract/operator';
import { protectionOperatorApi } from '@/shared/contract/protection-operator';
import { Badge } from '@/shared/console/badge';
import card from '@/shared/console/card.module.css';
import { useConsoleSelector } from '@/shared/console/console-store';
import { EmptyNote, ErrorState, LoadingState } from '@/shared/console/states';
import table from '@/shared/console/table.module.css';
import { formatCurrency } from '@/shared/lib/format';
import { useFormat } from '@/shared/i18n/use-format';
import { useMemberProtectionQuery } from './protection-api';
import styles from './member-page.module.css';

type Member = OperatorMemberDetail['member'];

/**
 * The member's player protection: limits in force and waiting, every change,
 * the time-outs and exclusions; an admin may apply an exclusion (never lift one).
 */
export function MemberProtection({ member, onExclude }: { member: Member; onExclude: () => void }) {
  const { t } = useTranslation('operator');
  const { language, dateTime } = useFormat();
  const role = useConsoleSelector((state) => state.session.operator?.role);
  const protection = useMemberProtectionQuery(member.id, { refetchOnMountOrArgChange: true });
  const value = (kind: string, amount: number | null) =>
    amount === null ? t('protection.none') : kind === 'session' ? t('protection.minutes', { count: amount }) : formatCurrency(amount, language, { symbol: member.currencySymbol });
  const mayExclude = roleMay(role, protectionOperatorApi.operatorExcludeMember);
  const data = protection.data;
  return (
    <section className={card.section} aria-labelledby="member-protection">
      <div className={styles.sectionHead}>
        <h2 id="member-protection" className={card.sectionTitle}>
          {t('protection.title')}
        </h2>
        {mayExclude && (
          <Button size="small" variant="danger" onClick={onExclude}>
            {t('protection.exclude')}
          </Button>
        )}
      </div>
      {protection.isLoading ? (
        <LoadingState />
      ) : protection.isError || !data ? (
        <ErrorState error={protection.error} onRetry={() => void protection.refetch()} />
      ) : (
        <>
          <p className={table.muted}>
            {t('protection.realityCheck', { value: data.realityCheckMinutes === null ? t('protection.none') : t('protection.minutes', { count: data.realityCheckMinutes }) })}
          </p>
          <h3 className={styles.subTitle}>{t('protection.limits')}</h3>
          {data.limits.length === 0 ? (
            <EmptyNote title={t('protection.noLimits')} />
          ) : (
            <div className={table.dense}>
              <DataTable
                caption={t('protection.limits')}
                rows={data.limits}
                rowKey={(l) => `${l.kind}-${l.period}`}
                columns={[
                  { key: 'kind', header: t('protection.kind'), cell: (l) => t(`protection.kinds.${l.kind}`) },
                  { key: 'period', header: t('protection.period'), cell: (l) => t(`protection.periods.${l.period}`) },
                  { key: 'value', header: t('protection.value'), align: 'end', cell: (l) => value(l.kind, l.value) },
                  {
                    key: 'pending',
                    header: t('protection.pending'),
                    cell: (l) => (l.pending ? t('protection.pendingFrom', { value: value(l.kind, l.pending.value), at: dateTime(l.pending.effectiveAt) }) : '—'),
                  },
                ]}
              />
            </div>
          )}
          <h3 className={styles.subTitle}>{t('protection.changes')}</h3>
          {data.changes.length === 0 ? (
            <EmptyNote title={t('protection.noChanges')} />
          ) : (
            <div className={table.dense}>
              <DataTable
                caption={t('protection.changes')}
                rows={data.changes.map((c, index) => ({ ...c, index }))}
                rowKey={(c) => `${c.at}-${c.index}`}
                columns={[
                  { key: 'at', header: t('member.time'), cell: (c) => <span className={table.muted}>{dateTime(c.at)}</span> },
                  { key: 'kind', header: t('protection.kind'), cell: (c) => `${t(`protection.kinds.${c.kind}`)} · ${t(`protection.periods.${c.period}`)}` },
                  { key: 'action', header: t('protection.action'), cell: (c) => c.action },
                  { key: 'from', header: t('protection.from'), align: 'end', cell: (c) => value(c.kind, c.from) },
                  { key: 'to', header: t('protection.to'), align: 'end', cell: (c) => value(c.kind, c.to) },
                ]}
              />
            </div>
          )}
          <h3 className={styles.subTitle}>{t('protection.blocks')}</h3>
          {data.blocks.length === 0 ? (
            <EmptyNote title={t('protection.noBlocks')} />
          ) : (
            <div className={table.dense}>
              <DataTable
                caption={t('protection.blocks')}
                rows={data.blocks}
                rowKey={(b) => b.id}
                columns={[
                  {
                    key: 'kind',
                    header: t('protection.kind'),
                    cell: (b) => (
                      <>
                        {t(`protection.blockKinds.${b.kind}`)} {b.inForce && <Badge tone="warn">{t('protection.inForce')}</Badge>}
                      </>
                    ),
                  },
                  { key: 'duration', header: t('protection.duration'), cell: (b) => b.duration },
                  { key: 'starts', header: t('protection.starts'), cell: (b) => <span className={table.muted}>{dateTime(b.startsAt)}</span> },
                  { key: 'ends', header: t('protection.ends'), cell: (b) => (b.endsAt ? dateTime(b.endsAt) : t('protection.permanent')) },
                  { key: 'source', header: t('protection.source'), cell: (b) => (b.source === 'operator' ? (b.operator ?? t('protection.staff')) : t('protection.byMember')) },
                  { key: 'reason', header: t('adjust.reason'), cell: (b) => <span className={table.clip}>{b.reason ?? '—'}</span> },
                ]}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
