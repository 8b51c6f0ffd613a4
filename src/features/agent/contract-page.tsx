import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Skeleton } from '@/shared/components/feedback';
import { LoadFailed } from '@/shared/components/load-failed';
import { AGENT_PAGE_SIZE, type Contract, type ContractKind, type ContractPayment, type ContractState } from '@/shared/contract/agent';
import { useProblemText, type Problem } from '@/shared/form/problem';
import { useAgentAnswerContractMutation, useAgentContractPaymentsQuery, useAgentContractsQuery, useAgentTerminateContractMutation } from './agent-api';
import { actionProblem } from './agent-failure';
import { OfferForm } from './offer-form';
import { TierTable } from './tier-table';
import { useFormat } from '@/shared/i18n/use-format';
import { ReportTable, type ReportColumn, type ReportQuery } from '@/shared/report/report-table';
import panels from '@/shared/styles/panels.module.css';
import styles from './agent.module.css';
import { AGENT_NS } from './agent-texts';

const stateClass: Record<ContractState, string | undefined> = {
  pending: panels.badgeInfo,
  active: panels.badgeGood,
  rejected: panels.badgeBad,
  terminated: undefined,
  superseded: undefined,
  expired: undefined,
  withdrawn: undefined,
};

export function StateBadge({ state }: { state: ContractState }) {
  const { t } = useTranslation(AGENT_NS);
  return <span className={`${panels.badge} ${stateClass[state] ?? ''}`}>{t(`agentCentre:contract.states.${state}`)}</span>;
}

/** What a contract says: who offered it, its period, validity and tiers. */
function ContractTerms({ contract }: { contract: Contract }) {
  const { t } = useTranslation(AGENT_NS);
  const { dateTime } = useFormat();
  return (
    <>
      <dl className={styles.rows}>
        <dt>{t('agentCentre:contract.from')}</dt>
        <dd>{contract.uplineAccount ?? t('agentCentre:contract.platform')}</dd>
        {contract.period && (
          <>
            <dt>{t('agentCentre:contract.period')}</dt>
            <dd>{t(`agentCentre:periods.${contract.period}`)}</dd>
          </>
        )}
        <dt>{t('agentCentre:contract.validity')}</dt>
        <dd>
          {dateTime(contract.validFrom)} – {contract.validTo ? dateTime(contract.validTo) : t('agentCentre:contract.untilEnded')}
        </dd>
        {contract.note && (
          <>
            <dt>{t('agentCentre:offer.note')}</dt>
            <dd>{contract.note}</dd>
          </>
        )}
      </dl>
      <TierTable kind={contract.kind} tiers={contract.tiers} caption={t('agentCentre:contract.tiers')} />
    </>
  );
}

/** A refusal of an action, said where the action was. */
function ActionError({ problem }: { problem: Problem | null }) {
  const text = useProblemText();
  if (!problem) return null;
  return (
    <p className={panels.loss} role="alert">
      {text(problem)}
    </p>
  );
}

/** The contract request and acceptance screen: an offer of the upline, with accept and reject. */
function RequestCard({ contract, hasCurrent }: { contract: Contract; hasCurrent: boolean }) {
  const { t } = useTranslation(AGENT_NS);
  const [answer, { isLoading }] = useAgentAnswerContractMutation();
  const [problem, setProblem] = useState<Problem | null>(null);
  const reply = async (accept: boolean) => {
    setProblem(null);
    const result = await answer({ id: contract.id, accept });
    if ('error' in result) setProblem(actionProblem(result.error));
  };
  return (
    <article className={styles.request} aria-labelledby={`agent-request-${contract.id}`}>
      <div className={styles.cardHead}>
        <h4 className={styles.cardTitle} id={`agent-request-${contract.id}`}>
          {t('agentCentre:contract.requestFrom', { account: contract.uplineAccount ?? t('agentCentre:contract.platform') })}
        </h4>
        <StateBadge state={contract.state} />
      </div>
      <ContractTerms contract={contract} />
      <p className={styles.muted}>{t(hasCurrent ? 'agentCentre:contract.acceptReplaces' : 'agentCentre:contract.acceptText')}</p>
      <ActionError problem={problem} />
      <div className={styles.actions}>
        <Button onClick={() => void reply(true)} loading={isLoading}>
          {t('agentCentre:contract.accept')}
        </Button>
        <Button variant="ghost" onClick={() => void reply(false)} disabled={isLoading}>
          {t('agentCentre:contract.reject')}
        </Button>
      </div>
    </article>
  );
}

/** Ending a contract, after a second click that says what it does. */
function TerminateButton({ contract, label }: { contract: Contract; label: string }) {
  const { t } = useTranslation(AGENT_NS);
  const [terminate, { isLoading }] = useAgentTerminateContractMutation();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const confirm = async () => {
    setProblem(null);
    const result = await terminate({ id: contract.id });
    setAsking(false);
    if ('error' in result) setProblem(actionProblem(result.error));
  };
  return (
    <div className={styles.actions}>
      {asking ? (
        <>
          <span className={styles.muted}>{t('agentCentre:contract.terminateSure')}</span>
          <Button size="small" variant="danger" onClick={() => void confirm()} loading={isLoading}>
            {t('agentCentre:contract.terminateConfirm')}
          </Button>
          <Button size="small" variant="ghost" onClick={() => setAsking(false)} disabled={isLoading}>
            {t('agentCentre:contract.keep')}
          </Button>
        </>
      ) : (
        <Button size="small" variant="subtle" onClick={() => setAsking(true)}>
          {label}
        </Button>
      )}
      <ActionError problem={problem} />
    </div>
  );
}

/** How a payment was computed: the basis times the rate, less what the sub-agents earn on their own teams. */
function Arithmetic({ payment }: { payment: ContractPayment }) {
  const { t } = useTranslation(AGENT_NS);
  const { money, rate } = useFormat();
  return (
    <span className={panels.sub}>
      {t('agentCentre:payments.gross', { basis: money(payment.basis), rate: rate(payment.rate), gross: money(payment.gross) })}
      {payment.deductions.map((d) => (
        <span key={d.account} className={panels.sub}>
          {t('agentCentre:payments.deduction', { account: d.account, basis: money(d.basis), rate: rate(d.rate), amount: money(d.amount) })}
        </span>
      ))}
      <span className={panels.sub}>{t('agentCentre:payments.net', { amount: money(payment.amount) })}</span>
    </span>
  );
}

function Payments({ kind, windowSeconds }: { kind: ContractKind; windowSeconds: number }) {
  const { t } = useTranslation(AGENT_NS);
  const { money, rate, dateTime } = useFormat();
  const [page, setPage] = useState(1);
  // the real-time salary pays every few minutes: its records follow while the page is open
  const polling = kind === 'realtimeSalary' ? Math.min(Math.max(windowSeconds, 10), 60) * 1000 : 0;
  const payments = useAgentContractPaymentsQuery({ kind, pageNo: page, pageSize: AGENT_PAGE_SIZE }, { refetchOnMountOrArgChange: true, pollingInterval: polling });
  const windowOf = (p: ContractPayment) =>
    kind === 'dividend' || kind === 'dailySalary'
      ? `${dateTime(p.windowStart).slice(0, 10)} – ${dateTime(new Date(Date.parse(p.windowEnd) - 1).toISOString()).slice(0, 10)}`
      : `${dateTime(p.windowStart)} – ${dateTime(p.windowEnd).slice(11, 16)}`;
  const columns: ReportColumn<ContractPayment>[] = [
    { key: 'window', header: t('agentCentre:payments.window'), cell: (p) => <span className={panels.strong}>{windowOf(p)}</span> },
    { key: 'basis', header: t(kind === 'dividend' ? 'agentCentre:payments.netLoss' : 'agentCentre:payments.turnover'), align: 'end', cell: (p) => money(p.basis) },
    { key: 'tierBy', header: t(kind === 'dividend' ? 'agentCentre:payments.activeMembers' : 'agentCentre:payments.tierTurnover'), align: 'end', cell: (p) => (kind === 'dividend' ? p.tierBy : money(p.tierBy)) },
    { key: 'rate', header: t('agentCentre:contract.rate'), align: 'end', cell: (p) => rate(p.rate) },
    { key: 'how', header: t('agentCentre:payments.how'), cell: (p) => <Arithmetic payment={p} /> },
    { key: 'amount', header: t('agentCentre:payments.amount'), align: 'end', cell: (p) => <span className={p.amount > 0 ? panels.win : undefined}>{money(p.amount)}</span>, total: payments.data ? money(payments.data.total) : undefined },
    { key: 'paidAt', header: t('agentCentre:payments.paidAt'), cell: (p) => dateTime(p.paidAt) },
  ];
  return (
    <section className={panels.panel} aria-labelledby={`agent-payments-${kind}`}>
      <h3 className={styles.cardTitle} id={`agent-payments-${kind}`}>
        {t('agentCentre:payments.title')}
      </h3>
      <ReportTable
        caption={t('agentCentre:payments.title')}
        columns={columns}
        rows={payments.data?.items}
        rowKey={(p) => p.id}
        query={payments}
        // a refresh of the polling keeps the rows on screen: the skeleton only before the first answer
        loading={payments.isFetching && !payments.data}
        pager={(payments.data?.totalPages ?? 1) > 1 ? { page, pageCount: payments.data?.totalPages ?? 1, onPage: setPage } : undefined}
        emptyTitle={t('agentCentre:payments.none')}
        emptyText={t('agentCentre:payments.noneText')}
        skeletonRows={3}
      />
    </section>
  );
}

/** The offered contracts come with the page's own call: the table has nothing to load. */
const loaded: ReportQuery = { isFetching: false, isError: false, refetch: () => undefined };

function Offered({ offered }: { offered: readonly Contract[] }) {
  const { t } = useTranslation(AGENT_NS);
  const { rate, dateTime } = useFormat();
  const columns: ReportColumn<Contract>[] = [
    { key: 'holder', header: t('agentCentre:offer.holder'), cell: (c) => <span className={panels.strong}>{c.holderAccount}</span> },
    { key: 'state', header: t('agentCentre:columns.status'), cell: (c) => <StateBadge state={c.state} /> },
    { key: 'rates', header: t('agentCentre:contract.rates'), cell: (c) => c.tiers.map((tier) => rate(tier.rate)).join(' / ') },
    { key: 'createdAt', header: t('agentCentre:contract.offeredAt'), cell: (c) => dateTime(c.createdAt) },
    {
      key: 'action',
      header: t('agentCentre:columns.actions'),
      cell: (c) =>
        c.state === 'pending' || c.state === 'active' ? (
          <TerminateButton contract={c} label={t(c.state === 'pending' ? 'agentCentre:contract.withdraw' : 'agentCentre:contract.terminate')} />
        ) : (
          c.endReason && <span className={panels.sub}>{t(`agentCentre:contract.endReasons.${endReasonKey(c.endReason)}`)}</span>
        ),
    },
  ];
  return <ReportTable caption={t('agentCentre:offer.offeredTitle')} columns={columns} rows={offered} rowKey={(c) => c.id} query={loaded} emptyTitle={t('agentCentre:offer.noneOffered')} />;
}

const endReasons = ['terminatedByHolder', 'terminatedByUpline', 'supersededByLower', 'replaced', 'expired'] as const;
function endReasonKey(reason: string): (typeof endReasons)[number] | 'other' {
  return (endReasons as readonly string[]).includes(reason) ? (reason as (typeof endReasons)[number]) : 'other';
}

/**
 * One kind of contract (dividend, daily wages, hourly or real-time salary):
 * the offers waiting for the agent's answer first (the contract request and
 * acceptance screen), the agent's current contract with its tiers, the
 * contracts offered to its sub-agents with the offer form, and the payments
 * with how each was computed.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(AGENT_NS);
  const contracts = useAgentContractsQuery({ kind }, { refetchOnMountOrArgChange: true });
  const [offering, setOffering] = useState(false);
  const [offeredTo, setOfferedTo] = useState<string | null>(null);
  const data = contracts.data;

  if (contracts.isError) return <LoadFailed title={t('agentCentre:loadFailed')} text={t('table.errorText')} onRetry={() => void contracts.refetch()} />;
  if (!data) {
    return (
      <div className={panels.page} aria-busy="true">
        <Skeleton style={{ height: 160 }} />
        <Skeleton style={{ height: 220 }} />
      </div>
    );
  }
  const minutes = Math.round(data.windowSeconds / 60);
  return (
    <div className={panels.page}>
      <p className={styles.muted}>
        {t(`agentCentre:contract.about.${kind}`)}
        {kind === 'realtimeSalary' && ` ${data.windowSeconds % 60 === 0 ? t('agentCentre:contract.everyMinutes', { count: minutes }) : t('agentCentre:contract.everySeconds', { count: data.windowSeconds })}`}
      </p>
      {data.requests.length > 0 && (
        <section className={panels.page} aria-label={t('agentCentre:contract.requestsTitle')}>
          {data.requests.map((request) => (
            <RequestCard key={request.id} contract={request} hasCurrent={data.current !== null} />
          ))}
        </section>
      )}
      <section className={panels.panel} aria-labelledby={`agent-current-${kind}`}>
        <div className={styles.cardHead}>
          <h3 className={styles.cardTitle} id={`agent-current-${kind}`}>
            {t('agentCentre:contract.currentTitle')}
          </h3>
          {data.current && <StateBadge state={data.current.state} />}
        </div>
        {data.current ? (
          <>
            <ContractTerms contract={data.current} />
            {data.current.uplineAccount !== null && <TerminateButton contract={data.current} label={t('agentCentre:contract.terminate')} />}
          </>
        ) : (
          <p className={styles.muted}>{t('agentCentre:contract.noCurrent')}</p>
        )}
      </section>
      <section className={panels.panel} aria-labelledby={`agent-offered-${kind}`}>
        <div className={styles.cardHead}>
          <h3 className={styles.cardTitle} id={`agent-offered-${kind}`}>
            {t('agentCentre:offer.offeredTitle')}
          </h3>
          {data.current && data.subAgents.length > 0 && !offering && (
            <Button size="small" onClick={() => setOffering(true)}>
              {t('agentCentre:offer.open')}
            </Button>
          )}
        </div>
        {offeredTo && (
          <p className={styles.success} role="status">
            {t('agentCentre:offer.sent', { account: offeredTo })}
          </p>
        )}
        {offering && (
          <OfferForm
            kind={kind}
            holders={data.subAgents}
            own={data.current}
            onDone={(contract) => {
              setOffering(false);
              setOfferedTo(contract.holderAccount);
            }}
            onCancel={() => setOffering(false)}
          />
        )}
        {!data.current && <p className={styles.muted}>{t('agentCentre:offer.noOwn')}</p>}
        <Offered offered={data.offered} />
      </section>
      <Payments kind={kind} windowSeconds={data.windowSeconds} />
    </div>
  );
}
