import type { ReactNode } from 'react';
import { Modal } from '@/shared/components/modal';
import { CentreLayout, type CentreEntry } from './centre-layout';

/**
 * A centre as a modal of the stack: its menu on the left, the current page
 * on the right. The app gives it the entries and the page from its registry
 * (`app/centre-pages.ts`); this feature only draws them.
 */
export function CentreShell<P extends string>({
  title,
  entries,
  current,
  currentLabel,
  onSelect,
  onClose,
  children,
}: {
  title: string;
  entries: readonly CentreEntry<P>[];
  /** the page shown; a sub-page that is not in the menu highlights no entry */
  current: P;
  /** the title of the page shown (a phone's menu names a sub-page with it) */
  currentLabel?: string;
  onSelect: (page: P) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal title={title} onClose={onClose} width={1100}>
      <CentreLayout entries={entries} current={current} currentLabel={currentLabel} onSelect={onSelect} label={title}>
        {children}
      </CentreLayout>
    </Modal>
  );
}

