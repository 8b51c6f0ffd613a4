import { useTranslation } from 'react-i18next';

/** The ledger's kinds of movement (`server/src/modules/wallet/ledger.ts`); a kind added later shows as it is stored until it has words. */
const kinds = [
  'deposit',
  'withdrawal',
  'hold',
  'release',
  'transfer',
  'transfer_in',
  'transfer_out',
  'upline_transfer',
  'bet',
  'payout',
  'bonus',
  'rebate',
  'adjustment',
  'salary',
] as const;
type Kind = (typeof kinds)[number];

export function useKindLabel(): (kind: string) => string {
  const { t } = useTranslation('operator');
  return (kind) => ((kinds as readonly string[]).includes(kind) ? t(`kinds.${kind as Kind}`) : kind);
}
