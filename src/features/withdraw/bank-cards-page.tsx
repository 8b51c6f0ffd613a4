import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { Skeleton, StateView } from '@/shared/components/feedback';
import { WalletIcon } from '@/shared/components/icons';
import { LoadFailed } from '@/shared/components/load-failed';
import { Modal } from '@/shared/components/modal';
import { api } from '@/shared/contract/api';
import type { BankCard } from '@/shared/contract/withdraw';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { SelectField } from '@/shared/form/select-field';
import { PasswordField, TextField } from '@/shared/form/text-field';
import { requiredRule, useContractForm } from '@/shared/form/use-contract-form';
import { memberCentreOpened } from '@/shared/store/centres';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastShown } from '@/shared/store/toasts-slice';
import { applyWithdrawErrors, isReason } from './withdraw-failure';
import { useBankCardsQuery, useBanksQuery, useBindBankCardMutation, useRemoveBankCardMutation } from './withdraw-api';
import panels from '@/shared/styles/panels.module.css';
import styles from './withdraw.module.css';

type BindValues = z.input<typeof api.bindBankCard.request>;
type RemoveValues = { paymentPassword: string };
/** The dialog asks only the payment password; the card is the one chosen. */
const removeSchema = z.object({ paymentPassword: api.removeBankCard.request.shape.paymentPassword });

/** One bound card: the bank's badge, its name, the masked number and the holder. */
export function CardTile({ card, onRemove }: { card: Pick<BankCard, 'logoUrl' | 'bankShortName' | 'bankName' | 'maskedNumber' | 'holderName'>; onRemove?: () => void }) {
  const { t } = useTranslation();
  return (
    <li className={styles.cardTile}>
      <img className={styles.bankLogo} src={card.logoUrl} alt="" width={40} height={40} />
      <div className={styles.cardText}>
        <strong>{card.bankShortName}</strong>
        <span className={styles.muted}>{card.bankName}</span>
        <span className={styles.cardNumber}>{card.maskedNumber}</span>
        <span className={styles.muted}>{card.holderName}</span>
      </div>
      {onRemove && (
        <Button variant="ghost" size="small" onClick={onRemove} aria-label={t('withdraw.cards.removeNamed', { bank: card.bankShortName, number: card.maskedNumber })}>
          {t('withdraw.cards.remove')}
        </Button>
      )}
    </li>
  );
}

function RemoveDialog({ card, onClose }: { card: BankCard; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [remove, { isLoading, error }] = useRemoveBankCardMutation();
  const form = useContractForm<RemoveValues>({
    schema: removeSchema,
    rules: { paymentPassword: requiredRule },
    defaultValues: { paymentPassword: '' },
  });
  const submit = async (values: RemoveValues) => {
    try {
      await remove({ cardId: card.id, paymentPassword: values.paymentPassword }).unwrap();
      dispatch(toastShown({ tone: 'success', key: null, text: t('withdraw.cards.removed') }));
      onClose();
    } catch (failure) {
      applyWithdrawErrors(form, failure, ['paymentPassword']);
    }
  };
  return (
    <Modal title={t('withdraw.cards.removeTitle')} onClose={onClose} width={420}>
      <ContractForm form={form} onSubmit={submit} className={styles.form}>
        <ul className={styles.cardList}>
          <CardTile card={card} />
        </ul>
        <FormError />
        <PasswordField name="paymentPassword" label={t('withdraw.pin.label')} autoComplete="off" maxLength={6} required autoFocusOnOpen />
        {isReason(error, 'paymentPasswordNotSet') && (
          <Button variant="subtle" onClick={() => dispatch(memberCentreOpened('paymentPassword'))}>
            {t('withdraw.pin.goSet')}
          </Button>
        )}
        <Button type="submit" variant="danger" block loading={isLoading}>
          {t('withdraw.cards.removeSubmit')}
        </Button>
      </ContractForm>
    </Modal>
  );
}

function BindForm({ payeeName }: { payeeName: string | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const banks = useBanksQuery();
  const [bind, { isLoading }] = useBindBankCardMutation();
  const form = useContractForm<BindValues>({
    schema: api.bindBankCard.request,
    rules: { bankCode: requiredRule, holderName: requiredRule, accountNumber: requiredRule },
    defaultValues: { bankCode: '', holderName: payeeName ?? '', accountNumber: '' },
  });
  const submit = async (values: BindValues) => {
    try {
      await bind(values).unwrap();
      form.reset({ bankCode: '', holderName: values.holderName, accountNumber: '' });
      dispatch(toastShown({ tone: 'success', key: null, text: t('withdraw.cards.bound') }));
    } catch (error) {
      applyWithdrawErrors(form, error);
    }
  };
  return (
    <ContractForm form={form} onSubmit={submit} className={styles.form} aria-label={t('withdraw.cards.addTitle')}>
      <FormError />
      <SelectField
        name="bankCode"
        label={t('withdraw.cards.bank')}
        placeholder={t('withdraw.cards.chooseBank')}
        options={(banks.data ?? []).map((b) => ({ value: b.code, label: `${b.shortName} — ${b.name}` }))}
        loading={banks.isLoading}
        required
      />
      <TextField
        name="holderName"
        label={t('withdraw.cards.holder')}
        autoComplete="name"
        readOnly={payeeName !== null}
        description={payeeName !== null ? t('withdraw.cards.holderFixed') : t('withdraw.cards.holderFirst')}
        required
      />
      <TextField name="accountNumber" label={t('withdraw.cards.number')} inputMode="numeric" autoComplete="off" maxLength={19} description={t('withdraw.cards.numberHint')} required />
      <Button type="submit" size="large" block loading={isLoading}>
        {t('withdraw.cards.addSubmit')}
      </Button>
    </ContractForm>
  );
}

/** The member's bank cards (a sub-page of the member centre): up to five, in the payee name, removed with the payment password. */
export function BankCardsPage() {
  const { t } = useTranslation();
  const cards = useBankCardsQuery();
  const [removing, setRemoving] = useState<BankCard | null>(null);

  if (cards.isError) {
    return (
      <LoadFailed title={t('withdraw.loadFailed')} onRetry={() => void cards.refetch()} />
    );
  }
  if (!cards.data) {
    return (
      <div className={`${panels.page} ${styles.page}`} aria-busy="true">
        <Skeleton style={{ height: 96 }} />
        <Skeleton style={{ height: 260 }} />
      </div>
    );
  }
  const { cards: list, maxCards, payeeName } = cards.data;
  return (
    <div className={`${panels.page} ${styles.page}`}>
      <section className={`${panels.panel} ${styles.card}`}>
        <div className={styles.cardHead}>
          <h3 className={styles.cardTitle}>{t('withdraw.cards.title')}</h3>
          <span className={`${panels.badge} ${panels.badgeInfo} ${styles.badge}`}>{t('withdraw.cards.count', { count: list.length, max: maxCards })}</span>
        </div>
        {list.length === 0 ? (
          <StateView icon={<WalletIcon size={28} />} title={t('withdraw.cards.empty')} text={t('withdraw.cards.emptyText')} />
        ) : (
          <ul className={styles.cardList}>
            {list.map((card) => (
              <CardTile key={card.id} card={card} onRemove={() => setRemoving(card)} />
            ))}
          </ul>
        )}
      </section>
      <section className={`${panels.panel} ${styles.card}`}>
        <h3 className={styles.cardTitle}>{t('withdraw.cards.addTitle')}</h3>
        {list.length >= maxCards ? <p className={styles.notice}>{t('withdraw.cards.full', { max: maxCards })}</p> : <BindForm payeeName={payeeName} />}
      </section>
      {removing && <RemoveDialog card={removing} onClose={() => setRemoving(null)} />}
    </div>
  );
}

export const Component = BankCardsPage;
