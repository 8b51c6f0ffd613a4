import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { api } from '@/shared/contract/api';
import { AmountField } from '@/shared/form/amount-field';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { schemaOf, useContractForm } from '@/shared/form/use-contract-form';
import { memberCentreOpened } from '@/shared/store/centres';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed } from '@/shared/store/modals-slice';
import { selectCurrencySymbol } from '@/shared/store/system-status';
import { useProtectionInfoSeenMutation, useProtectionQuery, useSetLimitMutation } from './protection-api';
import styles from './protection.module.css';
import { PROTECTION_NS } from './protection-texts';

type WelcomeValues = Pick<z.input<typeof api.setLimit.request>, 'value'>;

/**
 * The responsible gaming information, once, after registering and before
 * the first bet: what the tools are, a link to them and an optional daily
 * deposit limit. Whatever the member answers, the server keeps it as seen
 * (`protectionInfoSeen`), so it never shows again.
 */
export function WelcomeModal() {
  const { t, ready } = useTranslation(PROTECTION_NS);
  const dispatch = useAppDispatch();
  const symbol = useAppSelector(selectCurrencySymbol);
  const protection = useProtectionQuery();
  const [seen] = useProtectionInfoSeenMutation();
  const [setLimit, { isLoading }] = useSetLimitMutation();
  const form = useContractForm<WelcomeValues>({ schema: schemaOf(api.setLimit.request, ['value']), defaultValues: { value: null } });
  const close = () => dispatch(modalClosed('protectionWelcome'));
  // decided on the first answer (kept, so the answer to "seen" does not close it): shown is seen, the server keeps it
  const [firstSeen, setFirstSeen] = useState<boolean | undefined>(undefined);
  if (firstSeen === undefined && protection.data) setFirstSeen(protection.data.infoSeen);
  useEffect(() => {
    if (firstSeen === true) dispatch(modalClosed('protectionWelcome'));
    if (firstSeen === false)
      void seen()
        .unwrap()
        .catch(() => undefined);
  }, [firstSeen, seen, dispatch]);
  const submit = async (values: WelcomeValues) => {
    try {
      if (values.value !== null) await setLimit({ kind: 'deposit', period: 'day', value: values.value }).unwrap();
      close();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  const open = () => {
    close();
    dispatch(memberCentreOpened('responsibleGaming'));
  };
  if (firstSeen !== false || !ready) return null;
  return (
    <Modal title={t('protection:welcome.title')} onClose={close} width={440} closeOnOverlay={false}>
      <p className={styles.dialogText}>{t('protection:welcome.text')}</p>
      <ContractForm form={form} onSubmit={submit} className={styles.welcomeForm} aria-label={t('protection:welcome.title')}>
        <FormError />
        <AmountField name="value" label={t('protection:welcome.depositLimit')} currencySymbol={symbol} />
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={open}>
            {t('protection:welcome.open')}
          </Button>
          <Button type="submit" loading={isLoading}>
            {t('protection:welcome.done')}
          </Button>
        </div>
      </ContractForm>
    </Modal>
  );
}
