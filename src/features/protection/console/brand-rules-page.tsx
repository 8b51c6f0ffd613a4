import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import type { ResponseOf } from '@/shared/contract/endpoint';
import { roleMay } from '@/shared/contract/operator';
import { brandRulesSchema, realityCheckIntervals, type BrandRules } from '@/shared/contract/protection';
import { protectionOperatorApi } from '@/shared/contract/protection-operator';
import { BrandTag } from '@/shared/console/brand-tag';
import card from '@/shared/console/card.module.css';
import { useConsoleSelector } from '@/shared/console/console-store';
import { useErrorText } from '@/shared/console/error-text';
import form from '@/shared/console/form.module.css';
import { PageHeader } from '@/shared/console/page-header';
import { ReasonField } from '@/shared/console/reason-field';
import { ErrorState, LoadingState } from '@/shared/console/states';
import { AmountField } from '@/shared/form/amount-field';
import { ContractForm } from '@/shared/form/contract-form';
import { SelectField } from '@/shared/form/select-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import { useBrandRulesQuery, useSetBrandRulesMutation } from './protection-console-api';
import styles from './brand-rules.module.css';

type Brand = ResponseOf<typeof protectionOperatorApi.operatorBrandRules>['brands'][number];
const amounts = ['depositDay', 'depositWeek', 'depositMonth', 'maxStake'] as const;

interface RulesValues {
  depositDay: number | null;
  depositWeek: number | null;
  depositMonth: number | null;
  maxStake: number | null;
  realityCheck: string;
  reason: string;
}

/** The form's schema: the contract's amounts and reason; the reality check as the select's text ('' for none). */
const rulesForm = z.object({
  ...Object.fromEntries(amounts.map((name) => [name, brandRulesSchema.shape[name]])),
  realityCheck: z.enum(['', ...realityCheckIntervals.map(String)] as [string, ...string[]]),
  reason: protectionOperatorApi.operatorSetBrandRules.request.shape.reason,
});

const valuesOf = (rules: BrandRules): RulesValues => ({
  depositDay: rules.depositDay,
  depositWeek: rules.depositWeek,
  depositMonth: rules.depositMonth,
  maxStake: rules.maxStake,
  realityCheck: rules.realityCheckMinutes === null ? '' : String(rules.realityCheckMinutes),
  reason: '',
});

/** One brand's rules: the fields (read-only for a role that may not change them), the reason, Save. */
function BrandRulesCard({ brand, mayEdit }: { brand: Brand; mayEdit: boolean }) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const [save, result] = useSetBrandRulesMutation();
  const [saved, setSaved] = useState(false);
  const rules = useContractForm<RulesValues>({ schema: rulesForm, defaultValues: valuesOf(brand.rules) });
  const submit = async (values: RulesValues) => {
    setSaved(false);
    const answer = await save({
      merchantCode: brand.merchantCode,
      rules: {
        depositDay: values.depositDay,
        depositWeek: values.depositWeek,
        depositMonth: values.depositMonth,
        maxStake: values.maxStake,
        realityCheckMinutes: values.realityCheck === '' ? null : (Number(values.realityCheck) as BrandRules['realityCheckMinutes']),
      },
      reason: values.reason,
    });
    if ('data' in answer && answer.data) {
      rules.reset(valuesOf(answer.data.rules));
      setSaved(true);
    }
  };
  return (
    <section className={card.card} aria-labelledby={`rules-${brand.merchantCode}`}>
      <h2 id={`rules-${brand.merchantCode}`} className={card.cardTitle}>
        <span>{brand.brandName}</span>
        <BrandTag code={brand.merchantCode} />
      </h2>
      <ContractForm form={rules} onSubmit={(values) => void submit(values)} className={styles.form} aria-label={brand.brandName}>
        <div className={styles.fields}>
          {amounts.map((name) => (
            <AmountField key={name} name={name} label={t(`protection.brandRules.${name}`)} currencySymbol={brand.currencySymbol} disabled={!mayEdit} />
          ))}
          <SelectField
            name="realityCheck"
            label={t('protection.brandRules.realityCheck')}
            disabled={!mayEdit}
            options={[{ value: '', label: t('protection.brandRules.off') }, ...realityCheckIntervals.map((m) => ({ value: String(m), label: t('protection.brandRules.minutes', { count: m }) }))]}
          />
        </div>
        {mayEdit ? (
          <>
            <ReasonField label={t('adjust.reason')} hint={t('adjust.reasonHint')} />
            {result.isError && (
              <p className={form.error} role="alert">
                {errorText(result.error)}
              </p>
            )}
            <div className={styles.actions}>
              {saved && !result.isLoading && (
                <p className={form.hint} role="status">
                  {t('protection.brandRules.saved', { brand: brand.brandName })}
                </p>
              )}
              <Button type="submit" loading={result.isLoading}>
                {t('protection.brandRules.save')}
              </Button>
            </div>
          </>
        ) : (
          <p className={form.hint}>{t('protection.brandRules.readOnly')}</p>
        )}
      </ContractForm>
    </section>
  );
}

/** The brands' own player-protection rules: what every player of the brand gets; an admin changes them with a reason (audited). */
export default function BrandRulesPage() {
  const { t } = useTranslation('operator');
  const role = useConsoleSelector((state) => state.session.operator?.role);
  const list = useBrandRulesQuery(undefined, { refetchOnMountOrArgChange: true });
  const mayEdit = roleMay(role, protectionOperatorApi.operatorSetBrandRules);
  return (
    <>
      <PageHeader title={t('pages.brandRules')} subtitle={t('protection.brandRules.lead')} />
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingState />
      ) : (
        <div className={styles.list}>
          {list.data.brands.map((brand) => (
            <BrandRulesCard key={brand.merchantCode} brand={brand} mayEdit={mayEdit} />
          ))}
        </div>
      )}
    </>
  );
}
