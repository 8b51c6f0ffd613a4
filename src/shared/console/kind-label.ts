import { useTranslation } from 'react-i18next';
import { transactionTypes, type TransactionType } from '@/shared/contract/records';

const isLedgerKind = (kind: string): kind is TransactionType => (transactionTypes as readonly string[]).includes(kind);

/** The words of a ledger movement's kind (every kind of the shared list has them in each language); an unknown one shows as stored. */
export function useKindLabel(): (kind: string) => string {
  const { t } = useTranslation('operator');
  return (kind) => (isLedgerKind(kind) ? t(`kinds.${kind}`) : kind);
}
