import { useFormat } from '@/shared/i18n/use-format';

/**
 * The label of a report bucket in the reader's language: an hour ("14:00")
 * for today's buckets, a day ("25/11") otherwise, a day and month with its
 * year when the buckets span several years.
 */
export function useBucketLabel() {
  const { date, time } = useFormat();
  return (iso: string, bucket: 'hour' | 'day' | 'dayYear' = 'day') =>
    bucket === 'hour' ? time(iso, { seconds: false }) : date(iso, { year: bucket === 'dayYear' });
}
