import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useIdempotencyKey } from '@/shared/api/idempotency';
import { Button } from '@/shared/components/button';
import { Skeleton, StateView } from '@/shared/components/feedback';
import { UsersIcon } from '@/shared/components/icons';
import { ShieldIcon } from '@/shared/components/more-icons';
import { LoadFailed } from '@/shared/components/load-failed';
import { api } from '@/shared/contract/api';
import type { UplineInfo, UplineReceipt } from '@/shared/contract/withdraw';
import { amountProblem } from '@/shared/form/amount';
import { AmountField } from '@/shared/form/amount-field';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { PasswordField } from '@/shared/form/text-field';
import { requiredRule, useContractForm } from '@/shared/form/use-contract-form';
import { memberCentreOpened } from '@/shared/store/centres';
import { useAppDispatch } from '@/shared/store/hooks';
import { useFormat } from '@/shared/i18n/use-format';
import { applyWithdrawErrors } from './withdraw-failure';
import { useTransferToUplineMutation, useUplineInfoQuery } from './withdraw-api';
import panels from '@/shared/styles/panels.module.css';
import styles from './withdraw.module.css';
import { FRESH_STATE } from '@/shared/api/fresh-state';

interface Values {
  amount: number | null;
  paymentPassword: string;
}
const schema = z.object({ amount: z.nullable(z.number()), paymentPassword: api.transferToUpline.request.shape.paymentPassword });

function Receipt({ receipt, money, onAgain }: { receipt: UplineReceipt; money: (n: number) => string; onAgain: () => void }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  return (
    <section className={`${panels.panel} ${styles.card}`} aria-labelledby="upline-receipt">
      <p className={styles.success} id="upline-receipt" role="status">
        {t('withdraw.upline.done')}
      </p>
      <dl className={styles.receiptRows}>
        <dt>{t('withdraw.upline.transactionId')}</dt>
        <dd>{receipt.transactionId}</dd>
        <dt>{t('withdraw.upline.time')}</dt>
        <dd>{dateTime(receipt.createdAt)}</dd>
        <dt>{t('withdraw.upline.to')}</dt>
        <dd>{receipt.uplineAccount}</dd>
        <dt>{t('withdraw.upline.amount')}</dt>
        <dd>{money(receipt.amount)}</dd>
        <dt>{t('withdraw.upline.balanceAfter')}</dt>
        <dd>{money(receipt.balanceAfter)}</dd>
      </dl>
      <div className={styles.actions}>
        <Button onClick={onAgain}>{t('withdraw.upline.again')}</Button>
      </div>
    </section>
  );
}

function TransferForm({ info, onDone }: { info: UplineInfo; onDone: (receipt: UplineReceipt) => void }) {
  const { t } = useTranslation();
  const { money } = useFormat({ symbol: info.currencySymbol });
  const action = useIdempotencyKey();
  const [send, { isLoading }] = useTransferToUplineMutation();
  const [confirming, setConfirming] = useState<Values | null>(null);
  const limits = { min: info.minAmount, max: Math.max(info.balance, info.minAmount), required: true };
  const form = useContractForm<Values>({
    schema,
    rules: { paymentPassword: requiredRule },
    checks: (values) => ({ amount: amountProblem(values.amount, limits) }),
    defaultValues: { amount: null, paymentPassword: '' },
  });
  const confirm = async () => {
    if (!confirming) return;
    const result = await send({ body: { amount: confirming.amount ?? 0, paymentPassword: confirming.paymentPassword }, idempotencyKey: action.key });
    action.settle('error' in result ? result.error : undefined);
    setConfirming(null);
    if ('error' in result) {
      applyWithdrawErrors(form, result.error);
      return;
    }
    form.reset();
    onDone(result.data);
  };
  if (confirming) {
    return (
      <div className={styles.form} role="group" aria-label={t('withdraw.upline.confirmTitle')}>
        <h4 className={styles.cardTitle}>{t('withdraw.upline.confirmTitle')}</h4>
        <dl className={styles.receiptRows}>
          <dt>{t('withdraw.upline.to')}</dt>
          <dd>{info.uplineAccount}</dd>
          <dt>{t('withdraw.upline.amount')}</dt>
          <dd>{money(confirming.amount ?? 0)}</dd>
          <dt>{t('withdraw.upline.balanceAfter')}</dt>
          <dd>{money(info.balance - (confirming.amount ?? 0))}</dd>
        </dl>
        <div className={styles.actions}>
          <Button onClick={() => void confirm()} loading={isLoading}>
            {t('withdraw.upline.confirm')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(null)} disabled={isLoading}>
            {t('withdraw.upline.back')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <ContractForm form={form} onSubmit={(values) => setConfirming(values)} className={styles.form} aria-label={t('memberCentre.transferUpline')}>
      <FormError />
      <AmountField name="amount" label={t('withdraw.upline.amount')} currencySymbol={info.currencySymbol} min={limits.min} max={limits.max} required />
      <PasswordField name="paymentPassword" label={t('withdraw.pin.label')} autoComplete="off" maxLength={6} inputMode="numeric" required />
      <Button type="submit" size="large" block>
        {t('withdraw.upline.next')}
      </Button>
    </ContractForm>
  );
}

/** Transfer to the upline (member centre): only for a member whose upline agent takes transfers; confirmation, then a receipt. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const info = useUplineInfoQuery(undefined, FRESH_STATE);
  const { money } = useFormat({ symbol: info.data?.currencySymbol });
  const [receipt, setReceipt] = useState<UplineReceipt | null>(null);

  if (info.isError) {
    return (
      <LoadFailed title={t('withdraw.loadFailed')} onRetry={() => void info.refetch()} />
    );
  }
  if (!info.data) {
    return (
      <div className={`${panels.page} ${styles.page}`} aria-busy="true">
        <Skeleton style={{ height: 92 }} />
        <Skeleton style={{ height: 200 }} />
      </div>
    );
  }
  const data = info.data;
  if (!data.allowed) {
    return <StateView icon={<UsersIcon size={28} />} title={t('withdraw.upline.notAllowedTitle')} text={t('withdraw.reasons.uplineNotAllowed')} />;
  }
  if (receipt) {
    return (
      <div className={`${panels.page} ${styles.page}`}>
        <Receipt receipt={receipt} money={money} onAgain={() => setReceipt(null)} />
      </div>
    );
  }
  return (
    <div className={`${panels.page} ${styles.page}`}>
      <dl className={styles.stats}>
        <div className={`${styles.stat} ${styles.statHighlight}`}>
          <dt>{t('withdraw.summary.balance')}</dt>
          <dd>{money(data.balance)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('withdraw.upline.to')}</dt>
          <dd>{data.uplineAccount}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('withdraw.upline.min')}</dt>
          <dd>{money(data.minAmount)}</dd>
        </div>
      </dl>
      <section className={`${panels.panel} ${styles.card}`}>
        <h3 className={styles.cardTitle}>{t('memberCentre.transferUpline')}</h3>
        {data.paymentPasswordSet ? (
          <TransferForm info={data} onDone={setReceipt} />
        ) : (
          <StateView
            icon={<ShieldIcon size={28} />}
            title={t('withdraw.form.noPin')}
            text={t('withdraw.form.noPinText')}
            action={<Button onClick={() => dispatch(memberCentreOpened('paymentPassword'))}>{t('withdraw.pin.goSet')}</Button>}
          />
        )}
      </section>
    </div>
  );
}

export const Component = TransferUplinePage;
