import { useTranslation } from 'react-i18next';
import type { DepositState } from '@/shared/contract/deposit';
import { depositNotes, depositNotesToCheck, type DepositNote } from '@/shared/contract/deposit-operator';
import { Badge, type BadgeTone } from '@/shared/console/badge';

const tones: Record<DepositState, BadgeTone> = {
  pending: 'warn',
  paid: 'info',
  credited: 'good',
  expired: 'neutral',
  cancelled: 'neutral',
  failed: 'bad',
};

export function DepositStateBadge({ state }: { state: DepositState }) {
  const { t } = useTranslation('operator');
  return <Badge tone={tones[state]}>{t(`deposits.state.${state}`)}</Badge>;
}

const isNote = (note: string): note is DepositNote => (depositNotes as readonly string[]).includes(note);

/** An order's note in the console's language (an unknown one as it is stored). */
export function useDepositNoteLabel(): (note: string) => string {
  const { t } = useTranslation('operator');
  return (note) => (isNote(note) ? t(`deposits.note.${note}`) : note);
}

/** The flags of an order staff should check (paid short or over, paid after a failure), beside its state in the list. */
export function DepositFlags({ notes }: { notes: string[] }) {
  const label = useDepositNoteLabel();
  const flagged = notes.filter((note) => (depositNotesToCheck as readonly string[]).includes(note));
  return flagged.map((note) => (
    <Badge key={note} tone="warn">
      {label(note)}
    </Badge>
  ));
}
