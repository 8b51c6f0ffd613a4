import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useIdempotencyKey } from '@/shared/api/idempotency';
import { Button } from '@/shared/components/button';
import { Skeleton, StateView } from '@/shared/components/feedback';
import { AlertIcon, WalletIcon } from '@/shared/components/icons';
import { ShieldIcon } from '@/shared/components/more-icons';
import { api } from '@/shared/contract/api';
import { amountProblem } from '@/shared/form/amount';
import { AmountField } from '@/shared/form/amount-field';
import { CheckboxField } from '@/shared/form/checkbox-field';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { SelectField } from '@/shared/form/select-field';
import { PasswordField } from '@/shared/form/text-field';
import { requiredRule, useContractForm } from '@/shared/form/use-contract-form';
import { memberCentreOpened } from '@/shared/store/centres';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastShown } from '@/shared/store/toasts-slice';
import type { BankCard, WithdrawInfo } from '@/shared/contract/withdraw';
import { useFormat } from '@/shared/i18n/use-format';
import { ReceiptConfirmation } from './receipt-confirmation';
import { applyWithdrawErrors } from './withdraw-failure';
import { useBankCardsQuery, useWithdrawInfoQuery, useWithdrawMutation } from './withdraw-api';
import { WithdrawalHistory } from './withdrawal-history';
import panels from '@/shared/styles/panels.module.css';
import styles from './withdraw.module.css';
import { FRESH_STATE } from '@/shared/api/fresh-state';

interface FormValues {
  amount: number | null;
  cardId: string;
  paymentPassword: string;
  forfeitBonus: boolean;
}
const formSchema = z.object({
  amount: z.nullable(z.number()),
  cardId: z.string(),
  paymentPassword: api.withdraw.request.shape.paymentPassword,
  forfeitBonus: z.boolean(),
});

/** Only open bonuses hold the turnover: the member may withdraw by giving them up, and says so first. */
const mustForfeit = (info: WithdrawInfo) => info.turnoverRemaining > 0 && info.turnoverWithoutBonuses === 0 && info.openBonus > 0;

function WithdrawForm({ info, cards }: { info: WithdrawInfo; cards: BankCard[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const action = useIdempotencyKey();
  const [withdraw, { isLoading }] = useWithdrawMutation();
  const { money } = useFormat({ symbol: info.currencySymbol });
  const forfeit = mustForfeit(info);
  // what remains once the open bonus is taken back is what may be withdrawn
  const available = forfeit ? info.balance - info.openBonus : info.balance;
  const limits = { min: info.minAmount, max: Math.min(info.maxAmount, Math.max(available, info.minAmount)), required: true };
  const form = useContractForm<FormValues>({
    schema: formSchema,
    rules: { cardId: requiredRule, paymentPassword: requiredRule },
    checks: (values) => ({
      amount: amountProblem(values.amount, limits),
      forfeitBonus: forfeit && !values.forfeitBonus ? { key: 'withdraw.errors.forfeitBonusRequired' } : undefined,
    }),
    defaultValues: { amount: null, cardId: cards.length === 1 ? String(cards[0]!.id) : '', paymentPassword: '', forfeitBonus: false },
  });
  const submit = async (values: FormValues) => {
    const result = await withdraw({
      body: {
        amount: values.amount ?? 0,
        cardId: Number(values.cardId),
        paymentPassword: values.paymentPassword,
        ...(forfeit && values.forfeitBonus ? { forfeitBonus: true } : {}),
      },
      idempotencyKey: action.key,
    });
    action.settle('error' in result ? result.error : undefined);
    if ('error' in result) {
      applyWithdrawErrors(form, result.error);
      return;
    }
    form.reset({ amount: null, cardId: values.cardId, paymentPassword: '', forfeitBonus: false });
    dispatch(toastShown({ tone: 'success', key: null, text: t('withdraw.form.sent', { reference: result.data.reference }) }));
  };
  const dayFull = info.usedToday >= info.dailyCount;
  return (
    <ContractForm form={form} onSubmit={submit} className={styles.form} aria-label={t('withdraw.form.title')}>
      <FormError />
      <AmountField name="amount" label={t('withdraw.form.amount')} currencySymbol={info.currencySymbol} min={limits.min} max={info.maxAmount} required />
      <SelectField
        name="cardId"
        label={t('withdraw.form.card')}
        placeholder={t('withdraw.form.chooseCard')}
        options={cards.map((c) => ({ value: String(c.id), label: `${c.bankShortName} ${c.maskedNumber} · ${c.holderName}` }))}
        required
      />
      <PasswordField name="paymentPassword" label={t('withdraw.pin.label')} autoComplete="off" maxLength={6} inputMode="numeric" required />
      {forfeit && <CheckboxField name="forfeitBonus" label={t('withdraw.form.forfeitBonus', { bonus: money(info.openBonus) })} required />}
      <Button type="submit" size="large" block loading={isLoading} disabled={dayFull}>
        {t('withdraw.form.submit')}
      </Button>
      {dayFull && <p className={styles.muted}>{t('withdraw.reasons.dailyCountReached', { count: info.dailyCount })}</p>}
    </ContractForm>
  );
}

/**
 * Withdrawal (member centre): the balance, the turnover still owed and the
 * brand's limits; the receipt confirmation of a paid withdrawal when one
 * waits for the member; the form (amount, card, payment password); the
 * history with every state.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const info = useWithdrawInfoQuery(undefined, FRESH_STATE);
  const cards = useBankCardsQuery();
  const { money } = useFormat({ symbol: info.data?.currencySymbol });

  if (info.isError || cards.isError) {
    return (
      <StateView
        role="alert"
        icon={<AlertIcon size={28} />}
        title={t('withdraw.loadFailed')}
        action={
          <Button
            variant="ghost"
            onClick={() => {
              void info.refetch();
              void cards.refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!info.data || !cards.data) {
    return (
      <div className={`${panels.page} ${styles.page}`} aria-busy="true" data-testid="withdraw-loading">
        <Skeleton style={{ height: 92 }} />
        <Skeleton style={{ height: 280 }} />
      </div>
    );
  }
  const data = info.data;
  const list = cards.data.cards;
  return (
    <div className={`${panels.page} ${styles.page}`}>
      <dl className={styles.stats}>
        <div className={`${styles.stat} ${styles.statHighlight}`}>
          <dt>{t('withdraw.summary.balance')}</dt>
          <dd>{money(data.balance)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('withdraw.summary.turnover')}</dt>
          <dd>{money(data.turnoverRemaining)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('withdraw.summary.limits')}</dt>
          <dd>
            {money(data.minAmount)} – {money(data.maxAmount)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('withdraw.summary.today')}</dt>
          <dd>{t('withdraw.summary.todayValue', { used: data.usedToday, count: data.dailyCount })}</dd>
        </div>
      </dl>

      {data.awaitingReceipt && (
        <ReceiptConfirmation
          key={`${data.awaitingReceipt.id}:${data.awaitingReceipt.confirmDeadline ?? ''}`}
          withdrawal={data.awaitingReceipt} currencySymbol={data.currencySymbol} forcedMinutes={data.forcedReceiptMinutes} onExpired={() => void info.refetch()} />
      )}

      <section className={`${panels.panel} ${styles.card}`}>
        <h3 className={styles.cardTitle}>{t('withdraw.form.title')}</h3>
        {mustForfeit(data) ? (
          <p className={styles.warning} role="note">
            {t('withdraw.reasons.bonusForfeitRequired', { bonus: money(data.openBonus) })}
          </p>
        ) : (
          data.turnoverRemaining > 0 && <p className={styles.warning}>{t('withdraw.reasons.turnoverNotMet', { remaining: money(data.turnoverRemaining) })}</p>
        )}
        {!data.paymentPasswordSet ? (
          <StateView
            icon={<ShieldIcon size={28} />}
            title={t('withdraw.form.noPin')}
            text={t('withdraw.form.noPinText')}
            action={<Button onClick={() => dispatch(memberCentreOpened('paymentPassword'))}>{t('withdraw.pin.goSet')}</Button>}
          />
        ) : list.length === 0 ? (
          <StateView
            icon={<WalletIcon size={28} />}
            title={t('withdraw.form.noCard')}
            text={t('withdraw.form.noCardText')}
            action={<Button onClick={() => dispatch(memberCentreOpened('bankCards'))}>{t('withdraw.form.goCards')}</Button>}
          />
        ) : (
          <>
            <WithdrawForm info={data} cards={list} />
            <Button variant="subtle" size="small" className={styles.inlineButton} onClick={() => dispatch(memberCentreOpened('bankCards'))}>
              {t('withdraw.form.manageCards')}
            </Button>
          </>
        )}
      </section>

      <WithdrawalHistory currencySymbol={data.currencySymbol} />
    </div>
  );
}

export const Component = WithdrawPage;
