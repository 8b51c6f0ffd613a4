import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { DataTable, Pager, type Column } from '@/shared/components/data-table';
import { Skeleton } from '@/shared/components/feedback';
import { SearchIcon } from '@/shared/components/icons';
import { LoadFailed } from '@/shared/components/load-failed';
import { AGENT_PAGE_SIZE, contractKinds, downlineKinds, type AgentFlags, type ContractKind, type DownlineMember, type DownlineTreeNode } from '@/shared/contract/agent';
import { ContractForm } from '@/shared/form/contract-form';
import { SelectField } from '@/shared/form/select-field';
import { TextField } from '@/shared/form/text-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import { useAgentContractsQuery, useAgentDownlineQuery, useAgentDownlineTreeQuery, useAgentProfileQuery, useLazyAgentDownlineTreeQuery } from './agent-api';
import { OfferForm } from './offer-form';
import { TeamTree, type TreeNode } from './team-tree';
import { TransferPanel } from './transfer-panel';
import { useFormat } from '@/shared/i18n/use-format';
import panels from '@/shared/styles/panels.module.css';
import styles from './agent.module.css';
import { AGENT_NS, AgentTexts } from './agent-texts';

/** The kinds of contract the agent holds (spec section 3's `…info` flags): the rates it may pass on. */
const heldFlag: Record<ContractKind, keyof AgentFlags> = {
  dividend: 'divtypeinfo',
  dailySalary: 'dailysalinfotype',
  hourSalary: 'contracthoursalinfo',
  realtimeSalary: 'realtimesalinfotype',
};

interface SearchValues {
  account: string;
  kind: string;
  level: string;
  status: string;
}

function SearchBar({ values, onApply }: { values: SearchValues; onApply: (v: SearchValues) => void }) {
  const { t } = useTranslation(AGENT_NS);
  const form = useContractForm<SearchValues>({
    schema: z.object({ account: z.string().check(z.maxLength(64)), kind: z.string(), level: z.string(), status: z.string() }),
    defaultValues: values,
  });
  return (
    <ContractForm form={form} onSubmit={onApply} className={panels.filters} aria-label={t('agentCentre:team.search')}>
      <TextField name="account" label={t('agentCentre:columns.account')} maxLength={64} autoComplete="off" />
      <SelectField name="kind" label={t('agentCentre:columns.type')} options={downlineKinds.map((k) => ({ value: k, label: t(`agentCentre:kinds.${k}`) }))} placeholder={t('table.all')} />
      <SelectField name="level" label={t('agentCentre:columns.level')} options={[{ value: '1', label: t('agentCentre:team.directOnly') }]} placeholder={t('agentCentre:team.allLevels')} />
      <SelectField
        name="status"
        label={t('agentCentre:columns.status')}
        options={(['active', 'locked'] as const).map((s) => ({ value: s, label: t(`agentCentre:team.status.${s}`) }))}
        placeholder={t('table.all')}
      />
      <div className={panels.filterActions}>
        <Button type="submit" icon={<SearchIcon size={16} />}>
          {t('table.search')}
        </Button>
      </div>
    </ContractForm>
  );
}

/** The rates of a direct sub-agent: an offer of one of the kinds the agent holds, within the agent's own tiers. */
function RatesPanel({ member, held }: { member: DownlineMember; held: readonly ContractKind[] }) {
  const { t } = useTranslation(AGENT_NS);
  const [kind, setKind] = useState<ContractKind>(held[0] ?? 'dailySalary');
  const own = useAgentContractsQuery({ kind });
  const [sent, setSent] = useState(false);
  if (held.length === 0) return <p className={styles.muted}>{t('agentCentre:offer.noOwn')}</p>;
  return (
    <div className={panels.page}>
      <div className={panels.segmented} role="group" aria-label={t('agentCentre:team.contractKind')}>
        {held.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={k === kind}
            onClick={() => {
              setKind(k);
              setSent(false);
            }}
          >
            {t(`agentCentre:kinds.contract.${k}`)}
          </button>
        ))}
      </div>
      {sent ? (
        <p className={styles.success} role="status">
          {t('agentCentre:offer.sent', { account: member.account })}
        </p>
      ) : own.isError ? (
        <LoadFailed title={t('agentCentre:loadFailed')} onRetry={() => void own.refetch()} />
      ) : !own.data || own.data.kind !== kind ? (
        <Skeleton style={{ height: 200 }} />
      ) : (
        <OfferForm key={kind} kind={kind} holders={[{ id: member.id, account: member.account }]} own={own.data.current} onDone={() => setSent(true)} />
      )}
    </div>
  );
}

type Action = { type: 'transfer' | 'rates'; member: DownlineMember } | null;

/**
 * Team management (agentTeamManagement): the downline as a tree beside a
 * searchable table (level, type, balance, last login, registration date,
 * status); a transfer to any downline account, and the rates of a direct
 * sub-agent.
 */
function TeamManagementPage() {
  const { t } = useTranslation(AGENT_NS);
  const { money, dateTime } = useFormat();
  const profile = useAgentProfileQuery();
  const [search, setSearch] = useState<SearchValues>({ account: '', kind: '', level: '', status: '' });
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const tree = useAgentDownlineTreeQuery({}, { refetchOnMountOrArgChange: true });
  const [loadChildren] = useLazyAgentDownlineTreeQuery();
  const [branches, setBranches] = useState<ReadonlyMap<number, readonly DownlineTreeNode[]>>(new Map());
  const list = useAgentDownlineQuery(
    {
      ...(search.account.trim() ? { account: search.account.trim() } : {}),
      ...(search.kind ? { kind: search.kind as DownlineMember['kind'] } : {}),
      ...(search.level ? { level: Number(search.level) } : {}),
      ...(search.status ? { status: search.status as DownlineMember['status'] } : {}),
      pageNo: page,
      pageSize: AGENT_PAGE_SIZE,
    },
    { refetchOnMountOrArgChange: true },
  );
  const flags = profile.data?.flags;
  const held = useMemo(() => (flags ? contractKinds.filter((k) => flags[heldFlag[k]] === 1) : []), [flags]);

  const nodeOf = useCallback(
    (n: DownlineTreeNode, parentId: number | null): TreeNode => ({
      id: n.id,
      parentId,
      childCount: n.childCount,
      // the name a screen reader hears is the text the eye reads
      name: [n.account, n.kind === 'agent' ? t('agentCentre:kinds.agent') : '', n.childCount > 0 ? t('agentCentre:team.teamOf', { count: n.teamSize }) : ''].filter(Boolean).join(' '),
      label: (
        <>
          <span>{n.account}</span>
          {n.kind === 'agent' && (
            <>
              {' '}
              <span className={`${panels.badge} ${panels.badgeInfo}`}>{t('agentCentre:kinds.agent')}</span>
            </>
          )}
          {n.childCount > 0 && (
            <>
              {' '}
              <span className={panels.sub}>{t('agentCentre:team.teamOf', { count: n.teamSize })}</span>
            </>
          )}
        </>
      ),
    }),
    [t],
  );
  const nodes = useMemo(() => {
    const out: TreeNode[] = (tree.data?.children ?? []).map((n) => nodeOf(n, null));
    for (const [parentId, children] of branches) out.push(...children.map((n) => nodeOf(n, parentId)));
    return out;
  }, [tree.data, branches, nodeOf]);
  const accountOf = useMemo(() => {
    const all = new Map<number, string>();
    for (const n of tree.data?.children ?? []) all.set(n.id, n.account);
    for (const children of branches.values()) for (const n of children) all.set(n.id, n.account);
    return all;
  }, [tree.data, branches]);

  const open = (id: number) => {
    if (branches.has(id)) return;
    void loadChildren({ parentId: id }, true).then((result) => {
      const children = result.data?.children;
      if (children) setBranches((was) => new Map(was).set(id, children));
    });
  };
  const select = (id: number) => {
    setSelected(id);
    setPage(1);
    setSearch((s) => ({ ...s, account: accountOf.get(id) ?? '' }));
  };

  const columns: Column<DownlineMember>[] = [
    {
      key: 'account',
      header: t('agentCentre:columns.account'),
      cell: (m) => (
        <>
          <span className={panels.strong}>{m.account}</span>
          {m.nickname && <span className={panels.sub}>{m.nickname}</span>}
          {m.level > 1 && <span className={panels.sub}>{t('agentCentre:team.under', { account: m.uplineAccount })}</span>}
        </>
      ),
    },
    { key: 'level', header: t('agentCentre:columns.level'), align: 'center', cell: (m) => m.level },
    { key: 'type', header: t('agentCentre:columns.type'), cell: (m) => t(`agentCentre:kinds.${m.kind}`) },
    { key: 'balance', header: t('agentCentre:columns.balance'), align: 'end', cell: (m) => money(m.balance) },
    { key: 'lastLogin', header: t('agentCentre:columns.lastLogin'), cell: (m) => (m.lastLoginAt ? dateTime(m.lastLoginAt) : t('agentCentre:team.never')) },
    { key: 'registeredAt', header: t('agentCentre:columns.registeredAt'), cell: (m) => dateTime(m.registeredAt) },
    {
      key: 'status',
      header: t('agentCentre:columns.status'),
      cell: (m) => <span className={`${panels.badge} ${m.status === 'active' ? panels.badgeGood : panels.badgeBad}`}>{t(`agentCentre:team.status.${m.status}`)}</span>,
    },
    {
      key: 'actions',
      header: t('agentCentre:columns.actions'),
      cell: (m) => (
        <div className={styles.actions}>
          <Button size="small" variant="subtle" onClick={() => setAction({ type: 'transfer', member: m })} aria-label={t('agentCentre:transfer.title', { account: m.account })}>
            {t('agentCentre:transfer.short')}
          </Button>
          {m.kind === 'agent' && m.level === 1 && (
            <Button size="small" variant="subtle" onClick={() => setAction({ type: 'rates', member: m })} aria-label={t('agentCentre:team.ratesOf', { account: m.account })}>
              {t('agentCentre:team.rates')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className={panels.page}>
      {tree.data && (
        <p className={styles.muted}>
          {t('agentCentre:team.summary', { count: tree.data.parent.teamSize, direct: tree.data.parent.childCount })}
        </p>
      )}
      <div className={styles.split}>
        <div>
          {tree.isError ? (
            <LoadFailed title={t('agentCentre:loadFailed')} onRetry={() => void tree.refetch()} />
          ) : !tree.data ? (
            <Skeleton style={{ height: 300 }} />
          ) : nodes.length === 0 ? (
            <p className={styles.muted}>{t('agentCentre:team.noDownline')}</p>
          ) : (
            <TeamTree label={t('agentCentre:team.tree')} nodes={nodes} selected={selected} onSelect={select} onOpen={open} />
          )}
        </div>
        <div className={panels.page}>
          {action && (
            <section className={panels.panel} aria-labelledby="agent-team-action">
              <div className={styles.cardHead}>
                <h3 className={styles.cardTitle} id="agent-team-action">
                  {action.type === 'transfer' ? t('agentCentre:transfer.title', { account: action.member.account }) : t('agentCentre:team.ratesOf', { account: action.member.account })}
                </h3>
                <Button size="small" variant="ghost" onClick={() => setAction(null)}>
                  {t('agentCentre:team.closePanel')}
                </Button>
              </div>
              {action.type === 'transfer' ? <TransferPanel key={action.member.id} member={action.member} /> : <RatesPanel key={action.member.id} member={action.member} held={held} />}
            </section>
          )}
          <SearchBar
            key={search.account}
            values={search}
            onApply={(v) => {
              setSearch(v);
              setPage(1);
            }}
          />
          <DataTable
            caption={t('agentCentre:team.table')}
            columns={columns}
            rows={list.data?.items}
            rowKey={(m) => m.id}
            loading={list.isFetching}
            error={list.isError}
            onRetry={() => void list.refetch()}
            emptyTitle={t('agentCentre:team.noMatch')}
          />
          {(list.data?.totalPages ?? 1) > 1 && <Pager page={page} pageCount={list.data?.totalPages ?? 1} onPage={setPage} disabled={list.isFetching} />}
        </div>
      </div>
    </div>
  );
}

export function Component() {
  return (
    <AgentTexts>
      <TeamManagementPage />
    </AgentTexts>
  );
}
