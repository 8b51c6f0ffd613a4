import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useIdempotencyKey } from '@/shared/api/idempotency';
import { Button } from '@/shared/components/button';
import { Skeleton, StateView } from '@/shared/components/feedback';
import { ShieldIcon } from '@/shared/components/more-icons';
import { LoadFailed } from '@/shared/components/load-failed';
import { api } from '@/shared/contract/api';
import type { DownlineMember, DownlineTransferInfo, DownlineTransferReceipt } from '@/shared/contract/agent';
import { amountProblem } from '@/shared/form/amount';
import { AmountField } from '@/shared/form/amount-field';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { PasswordField } from '@/shared/form/text-field';
import { requiredRule, useContractForm } from '@/shared/form/use-contract-form';
import { memberCentreOpened } from '@/shared/store/centres';
import { useAppDispatch } from '@/shared/store/hooks';
import { useAgentDownlineTransferInfoQuery, useAgentTransferToDownlineMutation } from './agent-api';
import { applyAgentErrors } from './agent-failure';
import { useFormat } from '@/shared/i18n/use-format';
import panels from '@/shared/styles/panels.module.css';
import styles from './agent.module.css';
import { AGENT_NS } from './agent-texts';

interface Values {
  amount: number | null;
  paymentPassword: string;
}
const schema = z.object({ amount: z.nullable(z.number()), paymentPassword: api.agentTransferToDownline.request.shape.paymentPassword });

function Receipt({ receipt, symbol, onAgain }: { receipt: DownlineTransferReceipt; symbol: string; onAgain: () => void }) {
  const { t } = useTranslation(AGENT_NS);
  const { money, dateTime } = useFormat();
  return (
    <div className={panels.page}>
      <p className={styles.success} role="status">
        {t('agentCentre:transfer.done')}
      </p>
      <dl className={styles.rows} aria-label={t('agentCentre:transfer.receipt')}>
        <dt>{t('withdraw.upline.transactionId')}</dt>
        <dd>{receipt.transactionId}</dd>
        <dt>{t('withdraw.upline.time')}</dt>
        <dd>{dateTime(receipt.createdAt)}</dd>
        <dt>{t('agentCentre:transfer.to')}</dt>
        <dd>{receipt.toAccount}</dd>
        <dt>{t('withdraw.upline.amount')}</dt>
        <dd>{money(receipt.amount, { symbol })}</dd>
        <dt>{t('withdraw.upline.balanceAfter')}</dt>
        <dd>{money(receipt.balanceAfter, { symbol })}</dd>
      </dl>
      <div className={styles.actions}>
        <Button onClick={onAgain}>{t('withdraw.upline.again')}</Button>
      </div>
    </div>
  );
}

function TransferForm({ info, member, onDone }: { info: DownlineTransferInfo; member: DownlineMember; onDone: (receipt: DownlineTransferReceipt) => void }) {
  const { t } = useTranslation(AGENT_NS);
  const { money } = useFormat();
  const action = useIdempotencyKey();
  const [send, { isLoading }] = useAgentTransferToDownlineMutation();
  const [confirming, setConfirming] = useState<Values | null>(null);
  const limits = { min: info.minAmount, max: Math.max(Math.min(info.balance, info.maxAmount), info.minAmount), required: true };
  const form = useContractForm<Values>({
    schema,
    rules: { paymentPassword: requiredRule },
    checks: (values) => ({ amount: amountProblem(values.amount, limits) }),
    defaultValues: { amount: null, paymentPassword: '' },
  });
  const confirm = async () => {
    if (!confirming) return;
    const result = await send({ body: { toAccount: member.account, amount: confirming.amount ?? 0, paymentPassword: confirming.paymentPassword }, idempotencyKey: action.key });
    action.settle('error' in result ? result.error : undefined);
    setConfirming(null);
    if ('error' in result) {
      applyAgentErrors(form, result.error, ['amount', 'paymentPassword']);
      return;
    }
    form.reset();
    onDone(result.data);
  };
  if (confirming) {
    return (
      <div className={styles.form} role="group" aria-label={t('withdraw.upline.confirmTitle')}>
        <h4 className={styles.cardTitle}>{t('withdraw.upline.confirmTitle')}</h4>
        <dl className={styles.rows}>
          <dt>{t('agentCentre:transfer.to')}</dt>
          <dd>{member.account}</dd>
          <dt>{t('withdraw.upline.amount')}</dt>
          <dd>{money(confirming.amount ?? 0, { symbol: info.currencySymbol })}</dd>
          <dt>{t('withdraw.upline.balanceAfter')}</dt>
          <dd>{money(info.balance - (confirming.amount ?? 0), { symbol: info.currencySymbol })}</dd>
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
    <ContractForm form={form} onSubmit={(values) => setConfirming(values)} className={styles.form} aria-label={t('agentCentre:transfer.title', { account: member.account })}>
      <FormError />
      <p className={styles.muted}>
        {t('agentCentre:transfer.balance')}: <strong>{money(info.balance, { symbol: info.currencySymbol })}</strong>
      </p>
      <AmountField name="amount" label={t('withdraw.upline.amount')} currencySymbol={info.currencySymbol} min={limits.min} max={limits.max} required />
      <PasswordField name="paymentPassword" label={t('withdraw.pin.label')} autoComplete="off" maxLength={6} inputMode="numeric" required />
      <Button type="submit">{t('withdraw.upline.next')}</Button>
    </ContractForm>
  );
}

/**
 * A transfer from the agent's wallet to a downline account: amount and
 * payment password, a confirmation, then a receipt. Sent once per action
 * (idempotency key). Without a payment password, the member centre's page
 * sets one first.
 */
export function TransferPanel({ member }: { member: DownlineMember }) {
  const { t } = useTranslation(AGENT_NS);
  const dispatch = useAppDispatch();
  const info = useAgentDownlineTransferInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const [receipt, setReceipt] = useState<DownlineTransferReceipt | null>(null);
  if (info.isError) return <LoadFailed title={t('agentCentre:loadFailed')} onRetry={() => void info.refetch()} />;
  if (!info.data) return <Skeleton style={{ height: 180 }} />;
  if (receipt) return <Receipt receipt={receipt} symbol={info.data.currencySymbol} onAgain={() => setReceipt(null)} />;
  if (!info.data.paymentPasswordSet) {
    return (
      <StateView
        icon={<ShieldIcon size={28} />}
        title={t('withdraw.form.noPin')}
        text={t('withdraw.reasons.paymentPasswordNotSet')}
        action={<Button onClick={() => dispatch(memberCentreOpened('paymentPassword'))}>{t('withdraw.pin.goSet')}</Button>}
      />
    );
  }
  return <TransferForm info={info.data} member={member} onDone={setReceipt} />;
}
