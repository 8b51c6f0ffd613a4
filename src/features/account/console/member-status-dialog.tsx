import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { REASON_MAX, REASON_MIN, type MemberStatus, type OperatorMemberDetail } from '@/shared/contract/operator';
import { useErrorText } from '@/shared/console/error-text';
import form from '@/shared/console/form.module.css';
import { useSetMemberStatusMutation } from './members-api';
import styles from './dialogs.module.css';

type Member = OperatorMemberDetail['member'];

/** Locks a member (signed out everywhere, no login) or unlocks one, with the reason the audit log keeps. */
export function MemberStatusDialog({
  member,
  status,
  onClose,
  onDone,
}: {
  member: Member;
  status: MemberStatus;
  onClose: () => void;
  onDone: (sessionsEnded: number) => void;
}) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [setStatus, result] = useSetMemberStatusMutation();
  const reasonId = useId();
  const locking = status === 'locked';
  const reasonProblem = reason.trim().length < REASON_MIN ? t('adjust.reasonRequired', { min: REASON_MIN }) : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (reasonProblem) return;
    const answer = await setStatus({ memberId: member.id, status, reason: reason.trim() });
    if ('data' in answer && answer.data) onDone(answer.data.sessionsEnded);
  };

  return (
    <Modal title={t(locking ? 'status.lockTitle' : 'status.unlockTitle', { account: member.account })} onClose={onClose} width={480} closeOnOverlay={false}>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <p className={styles.summary}>{t(locking ? 'status.lockText' : 'status.unlockText', { account: member.account, sessions: member.openSessions })}</p>
        <div className={form.field}>
          <label className={form.label} htmlFor={reasonId}>
            {t('adjust.reason')}
          </label>
          <textarea
            id={reasonId}
            className={form.textarea}
            name="reason"
            data-autofocus=""
            maxLength={REASON_MAX}
            value={reason}
            aria-invalid={(touched && reasonProblem !== null) || undefined}
            aria-describedby={`${reasonId}-hint`}
            onChange={(event) => setReason(event.target.value)}
          />
          <span id={`${reasonId}-hint`} className={touched && reasonProblem ? form.error : form.hint}>
            {touched && reasonProblem ? reasonProblem : t('adjust.reasonHint')}
          </span>
        </div>
        {result.isError && (
          <div className={form.alert} role="alert">
            {errorText(result.error)}
          </div>
        )}
        <div className={styles.buttons}>
          <Button variant="ghost" onClick={onClose} disabled={result.isLoading}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant={locking ? 'danger' : 'primary'} loading={result.isLoading}>
            {t(locking ? 'status.lock' : 'status.unlock')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
