import { useTranslation } from 'react-i18next';
import { ledgerKinds, type LedgerKind } from '@/shared/contract/operator';

const isLedgerKind = (kind: string): kind is LedgerKind => (ledgerKinds as readonly string[]).includes(kind);

/** The words of a ledger movement's kind (every kind of the shared list has them in each language); an unknown one shows as stored. */
export function useKindLabel(): (kind: string) => string {
  const { t } = useTranslation('operator');
  return (kind) => (isLedgerKind(kind) ? t(`kinds.${kind}`) : kind);
}
