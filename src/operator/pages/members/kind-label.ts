import { useTranslation } from 'react-i18next';

/** The ledger's kinds of movement the console has words for; another kind shows as it is stored. */
const kinds = ['deposit', 'withdrawal', 'transfer', 'bet', 'payout', 'bonus', 'adjustment'] as const;
type Kind = (typeof kinds)[number];

export function useKindLabel(): (kind: string) => string {
  const { t } = useTranslation('operator');
  return (kind) => ((kinds as readonly string[]).includes(kind) ? t(`kinds.${kind as Kind}`) : kind);
}
