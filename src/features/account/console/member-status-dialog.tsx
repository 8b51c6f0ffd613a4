import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { operatorApi, type MemberStatus, type OperatorMemberDetail } from '@/shared/contract/operator';
import { useErrorText } from '@/shared/console/error-text';
import form from '@/shared/console/form.module.css';
import { ReasonField } from '@/shared/console/reason-field';
import { ContractForm } from '@/shared/form/contract-form';
import { schemaOf, useContractForm } from '@/shared/form/use-contract-form';
import { useSetMemberStatusMutation } from './members-api';
import styles from './dialogs.module.css';

type Member = OperatorMemberDetail['member'];

const statusSchema = schemaOf(operatorApi.operatorSetMemberStatus.request, ['reason']);

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
  const statusForm = useContractForm<{ reason: string }>({ schema: statusSchema, defaultValues: { reason: '' } });
  const [setStatus, result] = useSetMemberStatusMutation();
  const locking = status === 'locked';

  const onSubmit = async ({ reason }: { reason: string }) => {
    const answer = await setStatus({ memberId: member.id, status, reason });
    if ('data' in answer && answer.data) onDone(answer.data.sessionsEnded);
  };

  return (
    <Modal title={t(locking ? 'status.lockTitle' : 'status.unlockTitle', { account: member.account })} onClose={onClose} width={480} closeOnOverlay={false}>
      <ContractForm form={statusForm} className={styles.form} onSubmit={onSubmit}>
        <p className={styles.summary}>{t(locking ? 'status.lockText' : 'status.unlockText', { account: member.account, sessions: member.openSessions })}</p>
        <ReasonField label={t('adjust.reason')} hint={t('adjust.reasonHint')} autoFocusOnOpen />
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
      </ContractForm>
    </Modal>
  );
}
