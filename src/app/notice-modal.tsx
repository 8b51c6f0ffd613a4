import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalClosed, type ModalEntry } from '@/shared/store/modals-slice';

export function NoticeModal({ entry }: { entry: Extract<ModalEntry, { name: 'notice' }> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const close = () => dispatch(modalClosed('notice'));
  return (
    <Modal title={t(entry.options.titleKey)} onClose={close} width={400}>
      <p style={{ marginTop: 0 }}>{entry.options.message ?? t(entry.options.messageKey)}</p>
      <Button block onClick={close} data-autofocus>
        {t('common.ok')}
      </Button>
    </Modal>
  );
}
