import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { DataTable, Pager, type Column } from '@/shared/components/data-table';
import { Skeleton } from '@/shared/components/feedback';
import { LoadFailed } from '@/shared/components/load-failed';
import { AGENT_PAGE_SIZE, createDownlineRequestSchema, downlineKinds, type DownlineMember, type InviteLink } from '@/shared/contract/agent';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { SelectField } from '@/shared/form/select-field';
import { PasswordPair, TextField } from '@/shared/form/text-field';
import { alwaysRequired, useContractForm, type FieldRuleLike } from '@/shared/form/use-contract-form';
import { useAgentCreateDownlineMutation, useAgentCreateInviteLinkMutation, useAgentDeleteInviteLinkMutation, useAgentInviteLinksQuery, useAgentInviteRegistrationsQuery, useAgentRegisterSettingsQuery } from './agent-api';
import { applyAgentErrors } from './agent-failure';
import { useFormat } from '@/shared/i18n/use-format';
import panels from '@/shared/styles/panels.module.css';
import styles from './agent.module.css';
import { AGENT_NS, AgentTexts } from './agent-texts';

interface CreateValues {
  kind: string;
  username: string;
  password: string;
  confirmPassword: string;
  nickname: string;
  payeeName: string;
}

const createSchema = z.object({
  kind: z.enum(downlineKinds),
  username: createDownlineRequestSchema.shape.username,
  password: createDownlineRequestSchema.shape.password,
  confirmPassword: createDownlineRequestSchema.shape.confirmPassword,
  nickname: z.string().check(z.maxLength(64)),
  payeeName: z.string().check(z.maxLength(64)),
});

const maxOf = (rule: FieldRuleLike | undefined, fallback: number) => (rule && rule.maxLength > 0 ? rule.maxLength : fallback);

/** A member or sub-agent created by the agent, with the brand's registration rules for the username, password and payee name. */
function CreateAccount() {
  const { t } = useTranslation(AGENT_NS);
  const settings = useAgentRegisterSettingsQuery();
  const [create, { isLoading }] = useAgentCreateDownlineMutation();
  const [created, setCreated] = useState<DownlineMember | null>(null);
  const fields = settings.data?.fields;
  const payeeOn = fields?.payeeName.enabled ?? false;
  const rules: Partial<Record<keyof CreateValues, FieldRuleLike>> = fields
    ? { username: alwaysRequired(fields.username), password: alwaysRequired(fields.password), ...(payeeOn ? { payeeName: fields.payeeName } : {}) }
    : {};
  const form = useContractForm<CreateValues>({
    schema: createSchema,
    rules,
    pairs: [['password', 'confirmPassword']],
    defaultValues: { kind: 'member', username: '', password: '', confirmPassword: '', nickname: '', payeeName: '' },
  });
  const submit = async (values: CreateValues) => {
    const result = await create({
      kind: values.kind as DownlineMember['kind'],
      username: values.username,
      password: values.password,
      confirmPassword: values.confirmPassword,
      ...(values.nickname ? { nickname: values.nickname } : {}),
      ...(payeeOn && values.payeeName ? { payeeName: values.payeeName } : {}),
    });
    if ('error' in result) {
      applyAgentErrors(form, result.error, ['kind', 'username', 'password', 'confirmPassword', 'nickname', ...(payeeOn ? ['payeeName'] : [])]);
      return;
    }
    form.reset();
    setCreated(result.data);
  };

  if (settings.isError) return <LoadFailed title={t('agentCentre:loadFailed')} onRetry={() => void settings.refetch()} />;
  if (!fields) return <Skeleton style={{ height: 320 }} />;
  if (created) {
    return (
      <div className={styles.form}>
        <p className={styles.success} role="status">
          {t(created.kind === 'agent' ? 'agentCentre:register.createdAgent' : 'agentCentre:register.createdMember', { account: created.account })}
        </p>
        <p className={styles.muted}>{t('agentCentre:register.firstLogin')}</p>
        <div className={styles.actions}>
          <Button onClick={() => setCreated(null)}>{t('agentCentre:register.again')}</Button>
        </div>
      </div>
    );
  }
  return (
    <ContractForm form={form} onSubmit={submit} className={styles.form} aria-label={t('agentCentre:register.createTitle')}>
      <FormError />
      <SelectField
        name="kind"
        label={t('agentCentre:register.kind')}
        options={downlineKinds.map((k) => ({ value: k, label: t(`agentCentre:kinds.${k}`) }))}
        required
      />
      <TextField name="username" label={t('register.fields.username')} required maxLength={maxOf(rules.username, 64)} autoComplete="off" />
      <PasswordPair name="password" confirmName="confirmPassword" label={t('register.fields.password')} confirmLabel={t('register.fields.confirmPassword')} maxLength={maxOf(rules.password, 128)} />
      <TextField name="nickname" label={t('agentCentre:register.nickname')} maxLength={64} autoComplete="off" />
      {payeeOn && <TextField name="payeeName" label={t('register.fields.payeeName')} required={rules.payeeName?.required ?? false} maxLength={maxOf(rules.payeeName, 64)} autoComplete="off" />}
      <Button type="submit" loading={isLoading}>
        {t('agentCentre:register.create')}
      </Button>
    </ContractForm>
  );
}

function Registrations({ link }: { link: InviteLink }) {
  const { t } = useTranslation(AGENT_NS);
  const { money, dateTime } = useFormat();
  const [page, setPage] = useState(1);
  const list = useAgentInviteRegistrationsQuery({ id: link.id, pageNo: page, pageSize: AGENT_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  type Row = NonNullable<typeof list.data>['items'][number];
  const columns: Column<Row>[] = [
    { key: 'account', header: t('agentCentre:columns.account'), cell: (r) => <span className={panels.strong}>{r.account}</span> },
    { key: 'kind', header: t('agentCentre:columns.type'), cell: (r) => t(`agentCentre:kinds.${r.kind}`) },
    { key: 'registeredAt', header: t('agentCentre:columns.registeredAt'), cell: (r) => dateTime(r.registeredAt) },
    { key: 'deposits', header: t('agentCentre:columns.deposits'), align: 'end', cell: (r) => money(r.deposits) },
  ];
  return (
    <div className={panels.page}>
      <DataTable
        caption={t('agentCentre:register.registrationsOf', { code: link.affiliateCode })}
        columns={columns}
        rows={list.data?.items}
        rowKey={(r) => r.account}
        loading={list.isFetching}
        error={list.isError}
        onRetry={() => void list.refetch()}
        emptyTitle={t('agentCentre:register.noRegistrations')}
        skeletonRows={2}
      />
      {(list.data?.totalPages ?? 1) > 1 && <Pager page={page} pageCount={list.data?.totalPages ?? 1} onPage={setPage} disabled={list.isFetching} />}
    </div>
  );
}

function LinkCard({ link }: { link: InviteLink }) {
  const { t } = useTranslation(AGENT_NS);
  const { dateTime } = useFormat();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const [remove, { isLoading: removing }] = useAgentDeleteInviteLinkMutation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <li className={styles.link}>
      <div className={styles.qr}>
        <QRCodeSVG value={link.url} size={100} marginSize={0} title={t('agentCentre:register.qrOf', { code: link.affiliateCode })} />
      </div>
      <div className={panels.page}>
        <div className={styles.cardHead}>
          <span className={panels.strong}>
            {t('agentCentre:register.code')}: <span className={styles.code}>{link.affiliateCode}</span>
          </span>
          <span className={`${panels.badge} ${panels.badgeInfo}`}>{t(`agentCentre:kinds.${link.kind}`)}</span>
        </div>
        <span className={styles.code}>{link.url}</span>
        {link.note && <span className={styles.muted}>{link.note}</span>}
        <span className={styles.muted}>
          {t('agentCentre:register.registrations', { count: link.registrations })} · {dateTime(link.createdAt)}
        </span>
        <div className={styles.actions}>
          <Button size="small" variant="subtle" onClick={() => void copy()}>
            {copied ? t('agentCentre:register.copied') : t('agentCentre:register.copy')}
          </Button>
          <Button size="small" variant="subtle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {t('agentCentre:register.showRegistrations')}
          </Button>
          <Button size="small" variant="ghost" loading={removing} onClick={() => void remove({ id: link.id })}>
            {t('agentCentre:register.deleteLink')}
          </Button>
        </div>
        {open && <Registrations link={link} />}
      </div>
    </li>
  );
}

interface LinkValues {
  kind: string;
  note: string;
}

/** The agent's invitation links: each with its affiliate code, its QR code and the registrations it brought; a new one on demand. */
function InviteLinks() {
  const { t } = useTranslation(AGENT_NS);
  const links = useAgentInviteLinksQuery();
  const [createLink, { isLoading }] = useAgentCreateInviteLinkMutation();
  const form = useContractForm<LinkValues>({
    schema: z.object({ kind: z.enum(downlineKinds), note: z.string().check(z.maxLength(100)) }),
    defaultValues: { kind: 'member', note: '' },
  });
  const submit = async (values: LinkValues) => {
    const result = await createLink({ kind: values.kind as InviteLink['kind'], ...(values.note ? { note: values.note } : {}) });
    if ('error' in result) {
      applyAgentErrors(form, result.error, ['kind', 'note']);
      return;
    }
    form.reset();
  };
  if (links.isError) return <LoadFailed title={t('agentCentre:loadFailed')} onRetry={() => void links.refetch()} />;
  if (!links.data) return <Skeleton style={{ height: 200 }} />;
  const full = links.data.links.length >= links.data.maxLinks;
  return (
    <div className={panels.page}>
      {links.data.affiliateCode && (
        <p className={styles.muted}>
          {t('agentCentre:register.yourCode')}: <span className={styles.code}>{links.data.affiliateCode}</span>
        </p>
      )}
      {links.data.links.length === 0 ? (
        <p className={styles.muted}>{t('agentCentre:register.noLinks')}</p>
      ) : (
        <ul className={styles.links} aria-label={t('agentCentre:register.linksTitle')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {links.data.links.map((link) => (
            <LinkCard key={link.id} link={link} />
          ))}
        </ul>
      )}
      <ContractForm form={form} onSubmit={submit} className={styles.formRow} aria-label={t('agentCentre:register.newLink')}>
        <FormError />
        <SelectField name="kind" label={t('agentCentre:register.linkKind')} options={downlineKinds.map((k) => ({ value: k, label: t(`agentCentre:kinds.${k}`) }))} required />
        <TextField name="note" label={t('agentCentre:register.note')} maxLength={100} autoComplete="off" />
        <div className={styles.actions}>
          <Button type="submit" loading={isLoading} disabled={full}>
            {t('agentCentre:register.newLink')}
          </Button>
          {full && <span className={styles.muted}>{t('agentCentre:register.linksFull', { max: links.data.maxLinks })}</span>}
        </div>
      </ContractForm>
    </div>
  );
}

/** Register / account creation (agentRegister): create a downline account directly, and the invitation links. */
function RegisterPage() {
  const { t } = useTranslation(AGENT_NS);
  return (
    <div className={panels.page}>
      <section className={panels.panel} aria-labelledby="agent-create-title">
        <h3 className={styles.cardTitle} id="agent-create-title">
          {t('agentCentre:register.createTitle')}
        </h3>
        <p className={styles.muted}>{t('agentCentre:register.createText')}</p>
        <CreateAccount />
      </section>
      <section className={panels.panel} aria-labelledby="agent-links-title">
        <h3 className={styles.cardTitle} id="agent-links-title">
          {t('agentCentre:register.linksTitle')}
        </h3>
        <InviteLinks />
      </section>
    </div>
  );
}

export function Component() {
  return (
    <AgentTexts>
      <RegisterPage />
    </AgentTexts>
  );
}
