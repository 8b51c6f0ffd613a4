import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { paths } from '@/shared/config/paths';
import type { ExclusionDuration, TimeOutDuration } from '@/shared/contract/protection';
import { formFailureProblem } from '@/shared/form/failure';
import { useProblemText } from '@/shared/form/problem';
import { useFormat } from '@/shared/i18n/use-format';
import { useAppDispatch } from '@/shared/store/hooks';
import { userLoggedOut } from '@/shared/store/session-slice';
import { toastShown } from '@/shared/store/toasts-slice';
import { useSelfExcludeMutation, useTakeTimeOutMutation } from './protection-api';
import styles from './protection.module.css';
import { PROTECTION_NS } from './protection-texts';

export type BlockAsked = { kind: 'timeOut'; duration: TimeOutDuration } | { kind: 'selfExclusion'; duration: ExclusionDuration };

const DAY = 86_400_000;

/** When a block asked now would end (the server's figure is the one that counts; this is what the dialog says). */
export function endOf(duration: TimeOutDuration | ExclusionDuration, now = new Date()): Date | null {
  const at = new Date(now);
  switch (duration) {
    case '24h':
      return new Date(now.getTime() + DAY);
    case '7d':
      return new Date(now.getTime() + 7 * DAY);
    case '30d':
      return new Date(now.getTime() + 30 * DAY);
    case '6w':
      return new Date(now.getTime() + 42 * DAY);
    case '6m':
      at.setMonth(at.getMonth() + 6);
      return at;
    case '1y':
      at.setFullYear(at.getFullYear() + 1);
      return at;
    case '5y':
      at.setFullYear(at.getFullYear() + 5);
      return at;
    case 'permanent':
      return null;
  }
}

/**
 * The confirmation of a time-out or a self-exclusion: what happens (every
 * session ends at once, no shortening), then the call. The session is gone
 * on the server when it answers, so the site logs out here.
 */
export function BlockDialog({ asked, onClose }: { asked: BlockAsked; onClose: () => void }) {
  const { t } = useTranslation(PROTECTION_NS);
  const format = useFormat();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const text = useProblemText();
  const [timeOut, timingOut] = useTakeTimeOutMutation();
  const [exclude, excluding] = useSelfExcludeMutation();
  const end = endOf(asked.duration);
  const until = end ? format.dateTime(end, { seconds: false }) : '';
  const duration = t(`protection:duration.${asked.duration}`);
  const start = async () => {
    try {
      if (asked.kind === 'timeOut') await timeOut({ duration: asked.duration }).unwrap();
      else await exclude({ duration: asked.duration }).unwrap();
    } catch (error) {
      const problem = formFailureProblem(error);
      if (problem) dispatch(toastShown({ tone: 'error', key: null, text: text(problem) }));
      return;
    }
    onClose();
    dispatch(userLoggedOut());
    dispatch(toastShown({ tone: 'success', key: null, text: t(asked.kind === 'timeOut' ? 'protection:timeOut.started' : 'protection:exclusion.started') }));
    void navigate(paths.home.href());
  };
  const title =
    asked.kind === 'timeOut'
      ? t('protection:timeOut.confirmTitle', { duration })
      : end
        ? t('protection:exclusion.confirmTitle', { duration })
        : t('protection:exclusion.confirmTitlePermanent');
  const body =
    asked.kind === 'timeOut'
      ? t('protection:timeOut.confirmText', { until })
      : end
        ? t('protection:exclusion.confirmText', { until })
        : t('protection:exclusion.confirmTextPermanent');
  return (
    <Modal title={title} onClose={onClose} width={420} closeOnOverlay={false}>
      <p className={styles.dialogText}>{body}</p>
      <ul className={styles.dialogList}>
        <li>{t('protection:block.sessionsEnd')}</li>
        <li>{t('protection:block.noShortening')}</li>
        <li>{t('protection:block.withdrawStill')}</li>
      </ul>
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={onClose} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" loading={timingOut.isLoading || excluding.isLoading} onClick={() => void start()}>
          {t('protection:block.start')}
        </Button>
      </div>
    </Modal>
  );
}
