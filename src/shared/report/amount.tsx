import { useFormat } from '@/shared/i18n/use-format';
import styles from '@/shared/styles/panels.module.css';

/** The tone of a win or loss for the member: a gain green, a loss red, nothing for zero; `invert` for a figure that counts losses. */
export function toneOf(value: number, invert = false): string | undefined {
  const gain = invert ? value < 0 : value > 0;
  const lossy = invert ? value > 0 : value < 0;
  return gain ? styles.win : lossy ? styles.loss : undefined;
}

/** An amount of money in a report's cell, in the site's one money format, coloured by its sign when it is a gain or a loss. */
export function Amount({ value, signed = false, toned = signed, invert = false }: { value: number; signed?: boolean; toned?: boolean; invert?: boolean }) {
  const { money } = useFormat();
  if (!toned) return <>{money(value)}</>;
  return <span className={toneOf(value, invert)}>{money(value, { signed })}</span>;
}
