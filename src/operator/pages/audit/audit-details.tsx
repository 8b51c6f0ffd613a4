import { useTranslation } from 'react-i18next';
import type { SupportedLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@/shared/lib/format';
import { useFormat } from '@/shared/i18n/use-format';
import styles from './audit-page.module.css';

/** A stored value as text: strings as they are, numbers grouped, anything else as JSON. Never markup. */
function textOf(value: unknown, language: SupportedLanguage): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatMoney(value, language);
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What an action changed (before → after, field by field) and what else it recorded, as plain text. */
export function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation('operator');
  const { language } = useFormat();
  const text = (value: unknown) => textOf(value, language);
  const { before, after, ...rest } = details;
  const changed = [...new Set([...(isRecord(before) ? Object.keys(before) : []), ...(isRecord(after) ? Object.keys(after) : [])])];
  const others = Object.entries(rest);
  if (changed.length === 0 && others.length === 0) return <span className={styles.none}>—</span>;
  return (
    <details className={styles.details}>
      <summary>{changed.length > 0 ? changed.map((field) => `${field}: ${text(isRecord(before) ? before[field] : undefined)} → ${text(isRecord(after) ? after[field] : undefined)}`).join('; ') : t('audit.more')}</summary>
      <dl className={styles.detailList}>
        {changed.map((field) => (
          <div key={`change-${field}`}>
            <dt>{field}</dt>
            <dd>
              <span className={styles.before}>{text(isRecord(before) ? before[field] : undefined)}</span> → <span className={styles.after}>{text(isRecord(after) ? after[field] : undefined)}</span>
            </dd>
          </div>
        ))}
        {others.map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{text(value)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
