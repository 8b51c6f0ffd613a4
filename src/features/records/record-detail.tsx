import type { ReactNode } from 'react';
import { Modal } from '@/shared/components/modal';
import styles from './records.module.css';

/** One record in full: its fields as a definition list, in a dialog. */
export function RecordDetail({ title, fields, onClose, children }: { title: string; fields: ReadonlyArray<readonly [string, ReactNode]>; onClose: () => void; children?: ReactNode }) {
  return (
    <Modal title={title} onClose={onClose} width={520}>
      <dl className={styles.detail}>
        {fields.map(([label, value]) => (
          <div key={label} className={styles.detailRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </Modal>
  );
}
