import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Spinner } from '@/shared/components/feedback';
import { Modal } from '@/shared/components/modal';
import { formFailureProblem } from '@/shared/form/failure';
import { useProblemText, type Problem } from '@/shared/form/problem';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalClosed } from '@/shared/store/modals-slice';
import { useFreePlayLoginMutation } from './auth-api';
import { useCompleteLogin } from './use-complete-login';

/**
 * Free play (spec section 4): log in as a guest, load the info, close the
 * dialogs, go to /. Opened by the free-trial buttons of the header and the
 * login popup; it shows only while the guest account is being made, or an error.
 */
export function FreePlayModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const completeLogin = useCompleteLogin();
  const [freePlay] = useFreePlayLoginMutation();
  const text = useProblemText();
  const [error, setError] = useState<Problem | null>(null);
  const started = useRef(false);

  const start = async () => {
    setError(null);
    try {
      const result = await freePlay().unwrap();
      completeLogin(result, 'guest');
    } catch (failure) {
      // a network failure is said once by the error listener
      const problem = formFailureProblem(failure);
      if (!problem) dispatch(modalClosed('freePlay'));
      else setError(problem);
    }
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  });

  return (
    <Modal title={t('auth.freeTrial')} onClose={() => dispatch(modalClosed('freePlay'))} width={380}>
      {error ? (
        <>
          <p role="alert" style={{ marginTop: 0 }}>
            {text(error)}
          </p>
          <Button block onClick={() => void start()}>
            {t('common.retry')}
          </Button>
        </>
      ) : (
        <div style={{ display: 'grid', justifyItems: 'center', gap: 12, padding: '12px 0' }}>
          <Spinner label={t('auth.freeTrialStarting')} />
          <p style={{ margin: 0 }}>{t('auth.freeTrialStarting')}</p>
        </div>
      )}
    </Modal>
  );
}
