import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { agentPeriods, MAX_CONTRACT_RATE, MAX_CONTRACT_TIERS, type Contract, type ContractKind, type ContractTier } from '@/shared/contract/agent';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { SelectField } from '@/shared/form/select-field';
import { TextField } from '@/shared/form/text-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import { decodeProblem, useProblemText, type Problem } from '@/shared/form/problem';
import { useAgentSetSubAgentRatesMutation } from './agent-api';
import { applyAgentErrors } from './agent-failure';
import { TierTable } from './tier-table';
import panels from '@/shared/styles/panels.module.css';
import styles from './agent.module.css';
import { AGENT_NS } from './agent-texts';

interface OfferValues {
  holderId: string;
  period: string;
  tiers: Array<{ threshold: string; rate: string }>;
  note: string;
}

const offerSchema = z.object({
  holderId: z.string(),
  period: z.string(),
  tiers: z.array(z.object({ threshold: z.string(), rate: z.string() })),
  note: z.string().check(z.maxLength(200)),
});

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(/,/g, '')));

/** The tiers typed, as the contract takes them, or the first problem with its field. */
function tiersOf(values: OfferValues): { tiers: ContractTier[] } | { field: string; problem: Problem } {
  const tiers: ContractTier[] = [];
  for (const [i, tier] of values.tiers.entries()) {
    const threshold = number(tier.threshold);
    const rate = number(tier.rate);
    if (!Number.isFinite(threshold) || threshold < 0) return { field: `tiers.${i}.threshold`, problem: { key: 'validation.invalid' } };
    if (!Number.isFinite(rate) || rate < 0 || rate > MAX_CONTRACT_RATE) return { field: `tiers.${i}.rate`, problem: { key: 'agentCentre:offer.rateRange', params: { max: MAX_CONTRACT_RATE } } };
    if (i > 0 && threshold <= tiers[i - 1]!.threshold) return { field: `tiers.${i}.threshold`, problem: { key: 'agent.errors.tiersOrder' } };
    tiers.push({ threshold, rate });
  }
  return { tiers };
}

/**
 * The offer of a contract to a direct sub-agent: the sub-agent (or the one
 * chosen already), the dividend's period, the tiers and a note. The agent's
 * own tiers stand above as the ceiling; the server refuses a rate above them
 * (`agent.errors.rateAboveOwn`, said under the tiers).
 */
export function OfferForm({
  kind,
  holders,
  own,
  onDone,
  onCancel,
}: {
  kind: ContractKind;
  /** the sub-agents to choose from; one alone is chosen already */
  holders: ReadonlyArray<{ id: number; account: string }>;
  /** the agent's own contract of this kind: its tiers are the ceiling */
  own: Contract | null;
  onDone: (contract: Contract) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(AGENT_NS);
  const problemText = useProblemText();
  const [offer, { isLoading }] = useAgentSetSubAgentRatesMutation();
  const form = useContractForm<OfferValues>({
    schema: offerSchema,
    defaultValues: {
      holderId: holders.length === 1 ? String(holders[0]!.id) : '',
      period: own?.period ?? 'M',
      tiers: own?.tiers.length ? own.tiers.map((tier) => ({ threshold: String(tier.threshold), rate: '' })) : [{ threshold: '0', rate: '' }],
      note: '',
    },
    checks: (values) => {
      const parsed = tiersOf(values);
      return {
        holderId: values.holderId ? null : { key: 'validation.notEmpty', params: { field: { key: 'agentCentre:offer.holder' } } },
        ...('field' in parsed ? { [parsed.field]: parsed.problem } : {}),
      };
    },
  });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const submit = async (values: OfferValues) => {
    const parsed = tiersOf(values);
    if ('field' in parsed) return;
    const result = await offer({
      kind,
      holderId: Number(values.holderId),
      ...(kind === 'dividend' ? { period: values.period as (typeof agentPeriods)[number] } : {}),
      tiers: parsed.tiers,
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
    });
    if ('error' in result) {
      applyAgentErrors(form, result.error, ['holderId', 'period', 'tiers', 'note', ...values.tiers.flatMap((_, i) => [`tiers.${i}.threshold`, `tiers.${i}.rate`])]);
      return;
    }
    form.reset();
    onDone(result.data);
  };
  const thresholdLabel = t(kind === 'dividend' ? 'agentCentre:contract.activeMembersFrom' : 'agentCentre:contract.turnoverFrom');
  // a refusal of the tiers as a whole (a rate above the agent's own) is said under them
  const tiersProblem = decodeProblem(form.formState.errors.tiers?.message ?? form.formState.errors.tiers?.root?.message);

  return (
    <ContractForm form={form} onSubmit={submit} className={styles.form} aria-label={t('agentCentre:offer.title')}>
      <FormError />
      {own ? (
        <div>
          <p className={styles.muted}>{t('agentCentre:offer.ceiling')}</p>
          <TierTable kind={kind} tiers={own.tiers} caption={t('agentCentre:offer.ownTiers')} />
        </div>
      ) : (
        <p className={styles.muted}>{t('agentCentre:offer.noOwn')}</p>
      )}
      {holders.length === 1 ? (
        <p className={panels.strong}>
          {t('agentCentre:offer.holder')}: {holders[0]!.account}
        </p>
      ) : (
        <SelectField name="holderId" label={t('agentCentre:offer.holder')} options={holders.map((h) => ({ value: String(h.id), label: h.account }))} placeholder={t('agentCentre:offer.choose')} required />
      )}
      {kind === 'dividend' && (
        <SelectField name="period" label={t('agentCentre:contract.period')} options={agentPeriods.map((p) => ({ value: p, label: t(`agentCentre:periods.${p}`) }))} required />
      )}
      <fieldset className={styles.form} style={{ border: 0, padding: 0, margin: 0 }} aria-describedby={tiersProblem ? 'agent-offer-tiers-problem' : undefined}>
        <legend className={panels.strong}>{t('agentCentre:contract.tiers')}</legend>
        {tiers.fields.map((field, i) => (
          <div key={field.id} className={styles.formRow}>
            <TextField name={`tiers.${i}.threshold`} label={`${thresholdLabel} (${i + 1})`} inputMode="decimal" maxLength={16} autoComplete="off" required />
            <TextField name={`tiers.${i}.rate`} label={`${t('agentCentre:contract.rate')} (${i + 1})`} inputMode="decimal" maxLength={8} autoComplete="off" required />
          </div>
        ))}
        {tiersProblem && (
          <p className={panels.loss} id="agent-offer-tiers-problem" role="alert">
            {problemText(tiersProblem)}
          </p>
        )}
        <div className={styles.actions}>
          <Button size="small" variant="subtle" disabled={tiers.fields.length >= MAX_CONTRACT_TIERS} onClick={() => tiers.append({ threshold: '', rate: '' })}>
            {t('agentCentre:offer.addTier')}
          </Button>
          <Button size="small" variant="ghost" disabled={tiers.fields.length <= 1} onClick={() => tiers.remove(tiers.fields.length - 1)}>
            {t('agentCentre:offer.removeTier')}
          </Button>
        </div>
      </fieldset>
      <TextField name="note" label={t('agentCentre:offer.note')} maxLength={200} autoComplete="off" />
      <div className={styles.actions}>
        <Button type="submit" loading={isLoading}>
          {t('agentCentre:offer.submit')}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={isLoading}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </ContractForm>
  );
}
