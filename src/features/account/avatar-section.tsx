import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { MemberAvatar } from './member-avatar';
import { AVATAR_PRESET_COUNT, presetAvatarPath } from '@/shared/contract/account';
import type { MemberInfo } from '@/shared/contract/member';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { ImageUploadField } from '@/shared/form/image-upload-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastShown } from '@/shared/store/toasts-slice';
import * as z from 'zod/mini';
import { useUpdateProfileMutation, useUploadAvatarMutation } from './account-api';
import styles from './account.module.css';

const uploadSchema = z.object({ images: z.array(z.custom<File>()) });
type UploadValues = { images: File[] };

/** The avatar: one of the platform's pictures, or an image of the member's own (png or jpg, at most 5 MB). */
export function AvatarSection({ user }: { user: MemberInfo }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [update, updating] = useUpdateProfileMutation();
  const [upload, uploading] = useUploadAvatarMutation();
  const form = useContractForm<UploadValues>({
    schema: uploadSchema,
    checks: (values) => ({ images: values.images.length === 0 ? { key: 'validation.imageRequired' } : null }),
    defaultValues: { images: [] },
  });
  const saved = () => dispatch(toastShown({ tone: 'success', key: null, text: t('account.profile.avatarSaved') }));

  const pick = async (n: number) => {
    try {
      await update({ avatarPreset: n }).unwrap();
      saved();
    } catch {
      // the failure listener says what went wrong
    }
  };

  const submit = async (values: UploadValues) => {
    const file = values.images[0];
    if (!file) return;
    const data = new FormData();
    data.append('purpose', 'avatar');
    data.append('images', file);
    try {
      const { ids } = await upload(data).unwrap();
      const id = ids[0];
      if (id) await update({ avatarUploadId: id }).unwrap();
      form.reset({ images: [] });
      saved();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="account-avatar">
      <h3 id="account-avatar" className={styles.cardTitle}>
        {t('account.profile.avatar')}
      </h3>
      <div className={styles.avatarRow}>
        <MemberAvatar src={user.avatarUrl} name={user.nickname || user.account} size={80} />
        <div role="radiogroup" aria-label={t('account.profile.chooseAvatar')} className={styles.presets}>
          {Array.from({ length: AVATAR_PRESET_COUNT }, (_, i) => i + 1).map((n) => {
            const path = presetAvatarPath(n);
            const chosen = user.avatarUrl === path;
            return (
              <button
                key={n}
                type="button"
                role="radio"
                aria-checked={chosen}
                aria-label={t('account.profile.presetAvatar', { n })}
                className={chosen ? `${styles.preset} ${styles.presetChosen}` : styles.preset}
                disabled={updating.isLoading}
                onClick={() => void pick(n)}
              >
                <img src={path} alt="" width={44} height={44} />
              </button>
            );
          })}
        </div>
      </div>
      <ContractForm form={form} onSubmit={submit} className={styles.form}>
        <FormError />
        <ImageUploadField name="images" label={t('account.profile.uploadAvatar')} maxCount={1} />
        <Button type="submit" variant="subtle" loading={uploading.isLoading || updating.isLoading}>
          {t('account.profile.useImage')}
        </Button>
      </ContractForm>
    </section>
  );
}
