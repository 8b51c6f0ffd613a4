import { useState } from 'react';
import * as z from 'zod/mini';
import { isApiErrorData, type ApiErrorData } from '@/shared/api/api-error';
import { useIdempotencyKey } from '@/shared/api/idempotency';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { MAX_REDEEM_QUANTITY, pointsFailureReasons, type PointItem, type Redemption } from '@/shared/contract/points';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { failureProblem, reasonProblem } from '@/shared/form/failure';
import type { Problem } from '@/shared/form/problem';
import { PasswordField } from '@/shared/form/text-field';
import { requiredRule, useContractForm } from '@/shared/form/use-contract-form';
import { memberCentreOpened } from '@/shared/store/centres';
import { useAppDispatch } from '@/shared/store/hooks';
import { statusKeys } from './point-kind';
import { useRedeemPointsMutation } from './points-api';
import { usePointsT } from './points-texts';
import { useNumbers } from './use-numbers';
import styles from './points.module.css';

interface Values {
  paymentPassword: string;
}
const cashSchema = z.object({ paymentPassword: z.string().check(z.maxLength(128)) });
const plainSchema = z.object({});

/**
 * Why a redeem failed: the mall's own reason when it gave one
 * (`points:points.reasons.<reason>`, said by the form's shared error line,
 * which reads the site's `t`: hence the namespace), else the site's words for the code.
 */
const redeemProblem = (error: ApiErrorData): Problem => reasonProblem('points', pointsFailureReasons, error, { namespace: 'points' }) ?? failureProblem(error);

const reasonOf = (error: unknown) => (isApiErrorData(error) ? (error.value as { reason?: unknown } | null)?.reason : undefined);

export interface RedeemDialogProps {
  item: PointItem;
  points: number;
  money: (amount: number) => string;
  onClose: () => void;
}

/**
 * Redeem one item: the quantity (what the balance and the stock allow), the
 * total in points, and for a cash voucher the payment password; then the
 * outcome (approved at once, or in process for staff).
 */
export function RedeemDialog({ item, points, money, onClose }: RedeemDialogProps) {
  const { t } = usePointsT();
  const dispatch = useAppDispatch();
  const action = useIdempotencyKey();
  const [redeem, { isLoading }] = useRedeemPointsMutation();
  const { count } = useNumbers();
  const [quantity, setQuantity] = useState(1);
  const [done, setDone] = useState<Redemption | null>(null);
  const [noPin, setNoPin] = useState(false);
  const cash = item.kind === 'cash';
  const most = Math.max(1, Math.min(MAX_REDEEM_QUANTITY, Math.floor(points / item.price), item.stock ?? MAX_REDEEM_QUANTITY));
  const total = item.price * quantity;
  const short = total > points;
  const form = useContractForm<Values>({
    schema: cash ? cashSchema : plainSchema,
    rules: cash ? { paymentPassword: requiredRule } : {},
    defaultValues: { paymentPassword: '' },
  });

  const submit = async (values: Values) => {
    const body = { itemId: item.id, quantity, ...(cash ? { paymentPassword: values.paymentPassword } : {}) };
    const result = await redeem({ body, idempotencyKey: action.key });
    action.settle('error' in result ? result.error : undefined);
    if ('error' in result) {
      if (reasonOf(result.error) === 'paymentPasswordNotSet') setNoPin(true);
      applyServerErrors(form, result.error, { fieldCodes: ['VALIDATION', 'FORBIDDEN'], formProblem: redeemProblem });
      return;
    }
    setDone(result.data.redemption);
  };

  if (done) {
    return (
      <Modal title={t('redeem.doneTitle')} onClose={onClose} width={440}>
        <div className={styles.dialog}>
          <p className={styles.success} role="status">
            {done.status === 'in_process' ? t('redeem.doneInProcess') : t('redeem.doneApproved')}
          </p>
          <dl className={styles.rows}>
            <dt>{t('redeem.item')}</dt>
            <dd>{done.name}</dd>
            <dt>{t('redeem.quantity')}</dt>
            <dd>{done.quantity}</dd>
            <dt>{t('redeem.total')}</dt>
            <dd>{t('pointsValue', { points: count(done.points) })}</dd>
            {done.amount > 0 && (
              <>
                <dt>{t('redeem.credited')}</dt>
                <dd>{money(done.amount)}</dd>
              </>
            )}
            <dt>{t('history.status')}</dt>
            <dd>{t(statusKeys[done.status])}</dd>
          </dl>
          <Button onClick={onClose} block>
            {t('redeem.close')}
          </Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={t('redeem.title', { name: item.name })} onClose={onClose} width={440}>
      <ContractForm form={form} onSubmit={(values) => void submit(values)} className={styles.dialog} aria-label={t('redeem.title', { name: item.name })}>
        <FormError />
        <dl className={styles.rows}>
          <dt>{t('catalogue.price')}</dt>
          <dd>{t('pointsValue', { points: count(item.price) })}</dd>
          {item.amount > 0 && (
            <>
              <dt>{t('catalogue.value')}</dt>
              <dd>{money(item.amount)}</dd>
            </>
          )}
          <dt>{t('balance.title')}</dt>
          <dd>{t('pointsValue', { points: count(points) })}</dd>
        </dl>
        <div className={styles.quantity} role="group" aria-labelledby="redeem-quantity">
          <span id="redeem-quantity" className={styles.quantityLabel}>
            {t('redeem.quantity')}
          </span>
          <Button variant="subtle" size="small" aria-label={t('redeem.less')} disabled={quantity <= 1} onClick={() => setQuantity((q) => Math.max(1, q - 1))}>
            −
          </Button>
          <output className={styles.quantityValue} aria-live="polite">
            {quantity}
          </output>
          <Button variant="subtle" size="small" aria-label={t('redeem.more')} disabled={quantity >= most} onClick={() => setQuantity((q) => Math.min(most, q + 1))}>
            +
          </Button>
        </div>
        <p className={styles.total}>
          {t('redeem.total')}: <strong>{t('pointsValue', { points: count(total) })}</strong>
          {item.amount > 0 && <> · {money(item.amount * quantity)}</>}
        </p>
        {short && (
          <p className={styles.warning} role="alert">
            {t('points.reasons.notEnoughPoints')}
          </p>
        )}
        {cash && (
          <PasswordField name="paymentPassword" label={t('redeem.paymentPassword')} autoComplete="off" maxLength={6} inputMode="numeric" required />
        )}
        {cash && noPin && (
          <Button variant="ghost" onClick={() => dispatch(memberCentreOpened('paymentPassword'))}>
            {t('redeem.setPin')}
          </Button>
        )}
        {item.kind === 'physical' && <p className={styles.muted}>{t('redeem.physicalNote')}</p>}
        <Button type="submit" size="large" block loading={isLoading} disabled={short}>
          {t('redeem.confirm')}
        </Button>
      </ContractForm>
    </Modal>
  );
}
