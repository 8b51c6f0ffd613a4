import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { nicknameSchema } from '@/shared/contract/account';
import type { MemberInfo } from '@/shared/contract/member';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { TextField } from '@/shared/form/text-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastShown } from '@/shared/store/toasts-slice';
import { useUpdateProfileMutation } from './account-api';
import styles from './account.module.css';

const schema = z.object({ nickname: nicknameSchema });
type Values = { nickname: string };

/** The nickname the header and the lobby show (2 to 20 letters, digits, spaces, `_ . -`). */
export function NicknameForm({ user }: { user: MemberInfo }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const form = useContractForm<Values>({ schema, defaultValues: { nickname: user.nickname } });

  const submit = async (values: Values) => {
    try {
      const info = await update({ nickname: values.nickname }).unwrap();
      form.reset({ nickname: info.nickname });
      dispatch(toastShown({ tone: 'success', key: null, text: t('account.profile.nicknameSaved') }));
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="account-nickname">
      <h3 id="account-nickname" className={styles.cardTitle}>
        {t('account.profile.nickname')}
      </h3>
      <ContractForm form={form} onSubmit={submit} className={styles.inlineForm}>
        <FormError />
        <TextField name="nickname" label={t('account.profile.nickname')} description={t('account.profile.nicknameHint')} maxLength={20} required />
        <Button type="submit" loading={isLoading}>
          {t('account.action.save')}
        </Button>
      </ContractForm>
    </section>
  );
}
