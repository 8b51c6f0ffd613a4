import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import type { OperatorMemberDetail } from '@/shared/contract/operator';
import { exclusionDurations, type ExclusionDuration } from '@/shared/contract/protection';
import { protectionOperatorApi } from '@/shared/contract/protection-operator';
import { useErrorText } from '@/shared/console/error-text';
import { ReasonField } from '@/shared/console/reason-field';
import { ReviewStep, useReview } from '@/shared/console/review-step';
import { ContractForm } from '@/shared/form/contract-form';
import { SelectField } from '@/shared/form/select-field';
import { schemaOf, useContractForm } from '@/shared/form/use-contract-form';
import { useExcludeMemberMutation } from './protection-api';
import styles from './dialogs.module.css';

type Member = OperatorMemberDetail['member'];
interface ExcludeValues {
  duration: ExclusionDuration;
  reason: string;
}

const excludeSchema = schemaOf(protectionOperatorApi.operatorExcludeMember.request, ['duration', 'reason']);

/**
 * Applies a self-exclusion on the member's behalf: the length and the reason,
 * reviewed, then confirmed. The member's sessions end at once and the
 * exclusion is audited; no call lifts or shortens it, so the review says so.
 */
export function ExcludeDialog({ member, onClose, onDone }: { member: Member; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const excludeForm = useContractForm<ExcludeValues>({ schema: excludeSchema, defaultValues: { duration: '6m', reason: '' } });
  const { review, toReview, back } = useReview<ExcludeValues>();
  const [exclude, result] = useExcludeMemberMutation();
  const onConfirm = async () => {
    if (!review) return;
    const answer = await exclude({ memberId: member.id, duration: review.values.duration, reason: review.values.reason });
    if ('data' in answer && answer.data) onDone();
  };
  return (
    <Modal title={t('protection.excludeTitle', { account: member.account })} onClose={onClose} width={500} closeOnOverlay={false}>
      {review === null ? (
        <ContractForm
          form={excludeForm}
          className={styles.form}
          onSubmit={(values) => {
            result.reset();
            toReview(values);
          }}
        >
          <p className={styles.summary}>{t('protection.excludeText')}</p>
          <SelectField name="duration" label={t('protection.duration')} options={exclusionDurations.map((d) => ({ value: d, label: t(`protection.durations.${d}`) }))} />
          <ReasonField label={t('adjust.reason')} hint={t('adjust.reasonHint')} />
          <div className={styles.buttons}>
            <Button variant="ghost" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit">{t('adjust.review')}</Button>
          </div>
        </ContractForm>
      ) : (
        <ReviewStep
          summary={t('protection.confirmSummary', { account: member.account, duration: t(`protection.durations.${review.values.duration}`) })}
          facts={[
            [t('adjust.member'), `${member.account} · ${member.nickname} · ${member.merchantCode}`],
            [t('protection.duration'), <strong key="duration">{t(`protection.durations.${review.values.duration}`)}</strong>],
            [t('adjust.reason'), <span key="reason" className={styles.reasonText}>{review.values.reason}</span>],
          ]}
          note={t('protection.confirmNote')}
          confirmLabel={t('protection.exclude')}
          danger
          error={result.isError ? errorText(result.error) : null}
          loading={result.isLoading}
          onBack={() => {
            result.reset();
            back();
          }}
          onConfirm={() => void onConfirm()}
        />
      )}
    </Modal>
  );
}
