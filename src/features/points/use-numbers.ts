import { useFormat } from '@/shared/i18n/use-format';

/** The mall's numbers in the active language: amounts with the brand's symbol, points grouped, times. */
export function useNumbers(symbol?: string) {
  const format = useFormat({ symbol });
  return { money: (amount: number) => format.money(amount), count: format.number, dateTime: (iso: string) => format.dateTime(iso) };
}
