import { REASON_MAX } from '@/shared/contract/operator';
import { TextAreaField } from '@/shared/form/text-area-field';

/**
 * The reason every staff action gives (the audit log keeps it): the form
 * kit's text area, as long as the contract allows, its length judged by the
 * contract's schema of the call (`reason`, trimmed, REASON_MIN to REASON_MAX).
 */
export function ReasonField({ name = 'reason', label, hint, autoFocusOnOpen }: { name?: string; label: string; hint: string; autoFocusOnOpen?: boolean }) {
  return <TextAreaField name={name} label={label} description={hint} maxLength={REASON_MAX} rows={3} required data-autofocus={autoFocusOnOpen || undefined} />;
}
