import { useTranslation } from 'react-i18next';
import { htmlLang, type SupportedLanguage } from '@/shared/i18n/language';
import { AGENT_NS } from './agent-texts';

/**
 * The label of a report bucket in the reader's language: an hour ("14:00")
 * for today's buckets, a day ("25/11") otherwise, a day and month with its
 * year when the buckets span several years.
 */
export function useBucketLabel() {
  const { i18n } = useTranslation(AGENT_NS);
  const locale = htmlLang[i18n.language as SupportedLanguage] ?? 'en';
  const day = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit' });
  const dayYear = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const hour = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (iso: string, bucket: 'hour' | 'day' | 'dayYear' = 'day') => {
    const at = new Date(iso);
    if (Number.isNaN(at.getTime())) return iso;
    return (bucket === 'hour' ? hour : bucket === 'dayYear' ? dayYear : day).format(at);
  };
}
