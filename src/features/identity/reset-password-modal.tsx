import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { api } from '@/shared/contract/api';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { PasswordPair } from '@/shared/form/text-field';
import { alwaysRequired, useContractForm } from '@/shared/form/use-contract-form';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalClosed, modalOpened, type ModalEntry } from '@/shared/store/modals-slice';
import { toastShown } from '@/shared/store/toasts-slice';
import { useRegisterSettingsQuery, useResetByEmailTokenMutation } from './auth-api';
import styles from './auth-forms.module.css';

/** The new password of a reset link: the contract's request without the link's token. */
const { token: _token, ...newPassword } = api.resetByEmailToken.request.shape;
const resetSchema = z.object({ ...newPassword, confirmNewPassword: z.string() });
type ResetValues = z.input<typeof resetSchema>;

/** The page of the e-mailed reset link: a new password, then log in again. */
export function ResetPasswordModal({ entry }: { entry: Extract<ModalEntry, { name: 'resetPassword' }> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: settings } = useRegisterSettingsQuery();
  const [reset, { isLoading }] = useResetByEmailTokenMutation();
  const form = useContractForm<ResetValues>({
    schema: resetSchema,
    rules: { newPassword: alwaysRequired(settings?.fields.password) },
    pairs: [['newPassword', 'confirmNewPassword']],
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });

  const submit = async (values: ResetValues) => {
    try {
      await reset({ token: entry.options.token, ...values }).unwrap();
      dispatch(modalClosed('resetPassword'));
      dispatch(toastShown({ tone: 'success', key: null, text: t('password.changed') }));
      dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }));
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <Modal title={t('password.resetTitle')} onClose={() => dispatch(modalClosed('resetPassword'))} width={440}>
      <ContractForm form={form} onSubmit={submit} className={styles.form}>
        <FormError />
        <PasswordPair name="newPassword" confirmName="confirmNewPassword" label={t('password.new')} confirmLabel={t('password.confirm')} autoFocusOnOpen />
        <Button type="submit" size="large" block loading={isLoading}>
          {t('password.changeSubmit')}
        </Button>
      </ContractForm>
    </Modal>
  );
}
