import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { api } from '@/shared/contract/api';
import { brandDepositCap, sessionLimitChoices, type BrandRules, type Limit, type LimitKind } from '@/shared/contract/protection';
import { AmountField } from '@/shared/form/amount-field';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { formFailureProblem } from '@/shared/form/failure';
import { useProblemText } from '@/shared/form/problem';
import { SelectField } from '@/shared/form/select-field';
import { requiredRule, useContractForm } from '@/shared/form/use-contract-form';
import { useFormat } from '@/shared/i18n/use-format';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastShown } from '@/shared/store/toasts-slice';
import panels from '@/shared/styles/panels.module.css';
import { useConfirmLimitMutation, useSetLimitMutation } from './protection-api';
import styles from './protection.module.css';
import { PROTECTION_NS } from './protection-texts';

type LimitValues = z.input<typeof api.setLimit.request>;
type Translate = ReturnType<typeof useTranslation<typeof PROTECTION_NS>>['t'];

/** A session length in words: minutes below an hour, whole hours above. */
export const sessionLength = (t: Translate, minutes: number) =>
  minutes >= 60 && minutes % 60 === 0 ? t('protection:hours', { count: minutes / 60 }) : t('protection:minutes', { count: minutes });
type MoneyKind = Exclude<LimitKind, 'session'>;
const moneyPeriods = ['day', 'week', 'month'] as const;

/** One line of a limit: in force, used, and a raise or removal waiting (with Confirm once due). */
function LimitRow({ limit, symbol }: { limit: Limit; symbol: string }) {
  const { t } = useTranslation(PROTECTION_NS);
  const format = useFormat({ symbol });
  const dispatch = useAppDispatch();
  const text = useProblemText();
  const [setLimit, removing] = useSetLimitMutation();
  const [confirm, confirming] = useConfirmLimitMutation();
  const amount = (value: number) => (limit.kind === 'session' ? sessionLength(t, value) : format.money(value));
  const failed = (error: unknown) => {
    const problem = formFailureProblem(error);
    if (problem) dispatch(toastShown({ tone: 'error', key: null, text: text(problem) }));
  };
  const remove = () => setLimit({ kind: limit.kind, period: limit.period, value: null }).unwrap().catch(failed);
  const confirmNow = () =>
    confirm({ kind: limit.kind, period: limit.period })
      .unwrap()
      .then(() => dispatch(toastShown({ tone: 'success', key: null, text: t('protection:limits.confirmed') })))
      .catch(failed);
  return (
    <li className={styles.limitRow} data-testid={`limit-${limit.kind}-${limit.period}`}>
      <div className={styles.limitMain}>
        <span className={panels.strong}>{t(`protection:period.${limit.period}`)}</span>
        <span>{limit.value === null ? t('protection:limits.none') : amount(limit.value)}</span>
        {limit.value !== null && <span className={panels.sub}>{t('protection:limits.used', { used: amount(limit.used) })}</span>}
      </div>
      {limit.pending && (
        <p className={styles.pending} role="status">
          {limit.pending.value === null
            ? t('protection:limits.pendingRemoval', { at: format.dateTime(limit.pending.effectiveAt, { seconds: false }) })
            : t('protection:limits.pending', { value: amount(limit.pending.value), at: format.dateTime(limit.pending.effectiveAt, { seconds: false }) })}
          {limit.pending.confirmable && (
            <Button size="small" loading={confirming.isLoading} onClick={() => void confirmNow()}>
              {t('protection:limits.confirm')}
            </Button>
          )}
        </p>
      )}
      {limit.value !== null && !limit.pending && (
        <Button size="small" variant="ghost" loading={removing.isLoading} onClick={() => void remove()}>
          {t('protection:limits.remove')}
        </Button>
      )}
    </li>
  );
}

/** The form of a money limit: the period and the amount (a lower one applies at once). */
function MoneyLimitForm({ kind, symbol }: { kind: MoneyKind; symbol: string }) {
  const { t } = useTranslation(PROTECTION_NS);
  const dispatch = useAppDispatch();
  const [setLimit, { isLoading }] = useSetLimitMutation();
  const form = useContractForm<LimitValues>({
    schema: api.setLimit.request,
    rules: { value: requiredRule },
    defaultValues: { kind, period: 'day', value: null },
  });
  const submit = async (values: LimitValues) => {
    try {
      const answer = await setLimit(values).unwrap();
      const saved = answer.limits.find((l) => l.kind === values.kind && l.period === values.period);
      dispatch(toastShown({ tone: 'success', key: null, text: t(saved?.pending ? 'protection:limits.savedPending' : 'protection:limits.saved') }));
      form.reset({ kind, period: values.period, value: null });
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <ContractForm form={form} onSubmit={submit} className={styles.limitForm} aria-label={t(`protection:kind.${kind}`)}>
      <FormError />
      <SelectField name="period" label={t('protection:limits.period')} options={moneyPeriods.map((p) => ({ value: p, label: t(`protection:period.${p}`) }))} />
      <AmountField name="value" label={t('protection:limits.newValue')} currencySymbol={symbol} required />
      <Button type="submit" loading={isLoading}>
        {t('protection:limits.save')}
      </Button>
    </ContractForm>
  );
}

/** The session time limit: a choice of minutes (a longer one waits like a raise). */
function SessionLimitChoice({ limit }: { limit: Limit | undefined }) {
  const { t } = useTranslation(PROTECTION_NS);
  const dispatch = useAppDispatch();
  const text = useProblemText();
  const [setLimit] = useSetLimitMutation();
  const choose = (value: number) =>
    setLimit({ kind: 'session', period: 'session', value })
      .unwrap()
      .then((answer) => {
        const saved = answer.limits.find((l) => l.kind === 'session');
        dispatch(toastShown({ tone: 'success', key: null, text: t(saved?.pending ? 'protection:limits.savedPending' : 'protection:limits.saved') }));
      })
      .catch((error: unknown) => {
        const problem = formFailureProblem(error);
        if (problem) dispatch(toastShown({ tone: 'error', key: null, text: text(problem) }));
      });
  return (
    <div className={panels.segmented} role="group" aria-label={t('protection:kind.session')}>
      {sessionLimitChoices.map((minutes) => (
        <button key={minutes} type="button" aria-pressed={limit?.value === minutes} onClick={() => void choose(minutes)}>
          {sessionLength(t, minutes)}
        </button>
      ))}
    </div>
  );
}

const brandDepositKeys = { day: 'protection:brandRule.depositDay', week: 'protection:brandRule.depositWeek', month: 'protection:brandRule.depositMonth' } as const;

/**
 * The brand's rules of this kind that are stricter than the member's own
 * (a deposit cap of a period the member set no lower limit for; the stake
 * cap, unless a wager limit of the member's is lower still).
 */
function useBrandNotes(kind: LimitKind, own: readonly Limit[], rules: BrandRules, brand: string, symbol: string): string[] {
  const { t } = useTranslation(PROTECTION_NS);
  const format = useFormat({ symbol });
  const mine = (period: string) => own.find((l) => l.period === period)?.value ?? null;
  if (kind === 'deposit') {
    return moneyPeriods.flatMap((period) => {
      const cap = brandDepositCap(rules, period);
      const value = mine(period);
      return cap !== null && (value === null || value > cap) ? [t(brandDepositKeys[period], { brand, value: format.money(cap) })] : [];
    });
  }
  if (kind === 'wager' && rules.maxStake !== null && !own.some((l) => l.value !== null && l.value <= rules.maxStake!)) {
    return [t('protection:brandRule.maxStake', { brand, value: format.money(rules.maxStake) })];
  }
  return [];
}

/** One kind of limit: its lines, the brand's stricter rules and the form to set one. */
export function LimitPanel({ kind, limits, symbol, brandRules, brand }: { kind: LimitKind; limits: readonly Limit[]; symbol: string; brandRules: BrandRules; brand: string }) {
  const { t } = useTranslation(PROTECTION_NS);
  const own = limits.filter((l) => l.kind === kind);
  const shown = own.filter((l) => l.value !== null || l.pending);
  const notes = useBrandNotes(kind, own, brandRules, brand, symbol);
  return (
    <section className={panels.panel} aria-labelledby={`limit-${kind}`}>
      <h3 id={`limit-${kind}`} className={styles.panelTitle}>
        {t(`protection:kind.${kind}`)}
      </h3>
      <p className={styles.muted}>{t(`protection:kindText.${kind}`)}</p>
      {notes.map((note) => (
        <p key={note} className={panels.note} data-testid="brand-rule">
          {note}
        </p>
      ))}
      {shown.length > 0 && (
        <ul className={styles.limitList}>
          {shown.map((limit) => (
            <LimitRow key={limit.period} limit={limit} symbol={symbol} />
          ))}
        </ul>
      )}
      {kind === 'session' ? <SessionLimitChoice limit={own[0]} /> : <MoneyLimitForm kind={kind} symbol={symbol} />}
    </section>
  );
}
