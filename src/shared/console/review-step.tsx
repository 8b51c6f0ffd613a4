import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '@/shared/api/idempotency';
import { Button } from '@/shared/components/button';
import form from './form.module.css';
import styles from './review-step.module.css';

export interface Reviewed<V> {
  /** what staff filled in and the form's checks accepted (the schema's output: trimmed) */
  values: V;
  /** the action's idempotency key: one per review, kept while confirm is pressed again */
  requestId: string;
}

/**
 * Fill in, review, confirm: the state of a money action. The form's valid
 * submit goes to the review with a fresh request id; pressing confirm again
 * after a lost answer sends the same id (the server moves the money once);
 * going back to change it draws a new one at the next review.
 */
export function useReview<V>() {
  const [review, setReview] = useState<Reviewed<V> | null>(null);
  return {
    review,
    toReview: (values: V) => setReview({ values, requestId: newIdempotencyKey() }),
    back: () => setReview(null),
  };
}

export interface ReviewStepProps {
  /** one sentence: what is about to happen ("Credit ₫100,000 to demo?") */
  summary: ReactNode;
  /** what the action does, fact by fact (who, how much, before and after, why) */
  facts: ReadonlyArray<readonly [label: ReactNode, value: ReactNode]>;
  /** under the facts: what happens to it afterwards (the ledger, the audit log, what the member sees) */
  note?: ReactNode;
  /** the confirm button's words, which repeat the action and its amount */
  confirmLabel: string;
  danger?: boolean;
  /** the refusal of the last try, in words */
  error?: string | null;
  loading?: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/**
 * The review of a money action, shared by every one of them (adjust, mark
 * paid, reject, pay a part, settle a "not received"): the facts, the note
 * that it is audited, a refusal, Back and Confirm. The confirm button takes
 * the focus: Enter confirms what was just reviewed, Escape leaves.
 */
export function ReviewStep({ summary, facts, note, confirmLabel, danger, error, loading, onBack, onConfirm }: ReviewStepProps) {
  const { t } = useTranslation('operator');
  const step = useRef<HTMLDivElement>(null);
  useEffect(() => step.current?.querySelector<HTMLButtonElement>('[data-confirm]')?.focus(), []);
  return (
    <div className={styles.review} ref={step}>
      <p className={styles.summary}>{summary}</p>
      <dl className={styles.facts}>
        {facts.map(([label, value], index) => (
          <div key={index} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {note && <p className={form.hint}>{note}</p>}
      {error && (
        <div className={form.alert} role="alert">
          {error}
        </div>
      )}
      <div className={styles.buttons}>
        <Button variant="ghost" onClick={onBack} disabled={loading}>
          {t('actions.back')}
        </Button>
        <Button data-confirm="" variant={danger ? 'danger' : 'primary'} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
