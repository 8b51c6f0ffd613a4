import { useFormat } from '@/shared/i18n/use-format';
import { useHydrated } from '@/shared/lib/use-hydrated';
import styles from './lottery.module.css';

/**
 * A moment (a draw's time) in this browser's time zone, which the server's
 * render cannot know: written once hydrated, in a box as wide as the longest
 * such text from the first paint, so nothing moves when it comes.
 */
export function LocalTime({ value }: { value: string }) {
  const { dateTime } = useFormat();
  const hydrated = useHydrated();
  return (
    <time className={styles.localTime} dateTime={value}>
      {hydrated ? dateTime(value) : '\u00a0'}
    </time>
  );
}
