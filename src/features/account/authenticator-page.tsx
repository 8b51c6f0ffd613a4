import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { Button } from '@/shared/components/button';
import { Skeleton } from '@/shared/components/feedback';
import { ShieldIcon } from '@/shared/components/more-icons';
import { LoadFailed } from '@/shared/components/load-failed';
import { api } from '@/shared/contract/api';
import { applyServerErrors } from '@/shared/form/apply-server-errors';
import { ContractForm, FormError } from '@/shared/form/contract-form';
import { TextField } from '@/shared/form/text-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastShown } from '@/shared/store/toasts-slice';
import { useAccountOverviewQuery, useAuthenticatorDisableMutation, useAuthenticatorEnableMutation, useAuthenticatorSetupMutation } from './account-api';
import { PageTitle } from './account-bits';
import styles from './account.module.css';

type CodeValues = z.input<typeof api.authenticatorEnable.request>;

/** The secret in groups of four, easier to type into an app by hand. */
export function secretGroups(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

function CodeForm({ label, submitLabel, onCode, loading, variant }: { label: string; submitLabel: string; onCode: (code: string) => Promise<void>; loading: boolean; variant?: 'primary' | 'danger' }) {
  const form = useContractForm<CodeValues>({ schema: api.authenticatorEnable.request, defaultValues: { code: '' } });
  const submit = async (values: CodeValues) => {
    try {
      await onCode(values.code);
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <ContractForm form={form} onSubmit={submit} className={styles.inlineForm}>
      <FormError />
      <TextField name="code" label={label} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
      <Button type="submit" variant={variant ?? 'primary'} loading={loading}>
        {submitLabel}
      </Button>
    </ContractForm>
  );
}

/** The authenticator app: set up with a QR code (or the secret typed by hand) and a first code; switched off with a code. */
export function Component() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const overview = useAccountOverviewQuery();
  const [setup, setupState] = useAuthenticatorSetupMutation();
  const [enable, enableState] = useAuthenticatorEnableMutation();
  const [disable, disableState] = useAuthenticatorDisableMutation();

  if (overview.isError) {
    return (
      <LoadFailed title={t('account.loadFailed')} onRetry={() => void overview.refetch()} />
    );
  }
  if (!overview.data) {
    return (
      <div className={styles.page} aria-busy="true">
        <PageTitle page="authenticator" />
        <Skeleton className={styles.skeletonHero} />
      </div>
    );
  }

  if (overview.data.authenticatorOn) {
    return (
      <div className={styles.page}>
<PageTitle page="authenticator" />
        <section className={styles.card}>
          <p className={styles.locked}>
            <ShieldIcon size={18} />
            <strong className={styles.stateGood}>{t('account.authenticator.isOn')}</strong>
          </p>
          <p className={styles.muted}>{t('account.authenticator.onText')}</p>
          <CodeForm
            label={t('account.authenticator.code')}
            submitLabel={t('account.authenticator.turnOff')}
            variant="danger"
            loading={disableState.isLoading}
            onCode={async (code) => {
              await disable({ code }).unwrap();
              setupState.reset();
              dispatch(toastShown({ tone: 'success', key: null, text: t('account.authenticator.turnedOff') }));
            }}
          />
        </section>
      </div>
    );
  }

  const pending = setupState.data;
  return (
    <div className={styles.page}>
<PageTitle page="authenticator" />
      <section className={styles.card}>
        <p className={styles.muted}>{t('account.authenticator.intro')}</p>
        {!pending ? (
          <Button onClick={() => void setup().unwrap().catch(() => undefined)} loading={setupState.isLoading} icon={<ShieldIcon size={16} />}>
            {t('account.authenticator.start')}
          </Button>
        ) : (
          <div className={styles.authSetup}>
            <ol className={styles.steps}>
              <li>{t('account.authenticator.step1')}</li>
              <li>{t('account.authenticator.step2')}</li>
              <li>{t('account.authenticator.step3')}</li>
            </ol>
            <div className={styles.qrBox}>
              <QRCodeSVG value={pending.otpauthUrl} size={168} marginSize={2} title={t('account.authenticator.qr')} />
            </div>
            <p className={styles.muted}>{t('account.authenticator.manual')}</p>
            <code className={styles.secret} data-testid="authenticator-secret">
              {secretGroups(pending.secret)}
            </code>
            <CodeForm
              label={t('account.authenticator.code')}
              submitLabel={t('account.authenticator.confirm')}
              loading={enableState.isLoading}
              onCode={async (code) => {
                await enable({ code }).unwrap();
                dispatch(toastShown({ tone: 'success', key: null, text: t('account.authenticator.turnedOn') }));
              }}
            />
          </div>
        )}
      </section>
    </div>
  );
}
