import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from '@/shared/api/idempotency';
import { Button } from '@/shared/components/button';
import { Skeleton } from '@/shared/components/feedback';
import { RefreshIcon, WalletIcon } from '@/shared/components/icons';
import { LoadFailed } from '@/shared/components/load-failed';
import type { Wallets } from '@/shared/contract/wallet';
import type { SupportedLanguage } from '@/shared/i18n/language';
import { formatCurrency } from '@/shared/lib/format';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastShown } from '@/shared/store/toasts-slice';
import { translateProblem } from '@/shared/form/problem';
import { FundsSummary } from './funds-summary';
import { TransferForm } from './transfer-form';
import { useWalletRecallMutation, useWalletsQuery } from './wallet-api';
import { walletFailureProblem } from './wallet-failure';
import styles from './wallet.module.css';
import { FRESH_STATE } from '@/shared/api/fresh-state';

/** My wallet (transferFund): the consolidated funds, the main and vendor wallets, transfers and "recall all". */
export function Component() {
  const { t } = useTranslation();
  const wallets = useWalletsQuery(undefined, FRESH_STATE);

  if (wallets.isError) {
    return (
      <LoadFailed title={t('transferWallet.loadFailed')} text={t('table.errorText')} onRetry={() => void wallets.refetch()} />
    );
  }
  return (
    <div className={styles.page}>
      <FundsSummary />
      {wallets.data ? <WalletBoard wallets={wallets.data} /> : <WalletsSkeleton />}
    </div>
  );
}

function WalletsSkeleton() {
  return (
    <div className={styles.grid} aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className={styles.cardSkeleton} />
      ))}
    </div>
  );
}

function WalletBoard({ wallets }: { wallets: Wallets }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const money = (n: number) => formatCurrency(n, i18n.language as SupportedLanguage, { symbol: wallets.currencySymbol });
  const recallAction = useIdempotencyKey();
  const [recall, recalling] = useWalletRecallMutation();
  const inVendors = wallets.wallets.reduce((sum, w) => sum + w.balance, 0);

  const recallAll = async () => {
    const result = await recall({ idempotencyKey: recallAction.key });
    const error = 'error' in result ? result.error : undefined;
    recallAction.settle(error);
    if (!error) {
      dispatch(toastShown({ tone: 'success', key: null, text: t('transferWallet.recalled', { amount: money(result.data?.recalled ?? 0) }) }));
      return;
    }
    const problem = walletFailureProblem(error);
    if (problem) dispatch(toastShown({ tone: 'error', key: null, text: translateProblem(t, problem) }));
  };

  return (
    <>
      <section className={styles.mainCard} aria-labelledby="main-wallet-title">
        <div>
          <h3 id="main-wallet-title" className={styles.mainTitle}>
            <WalletIcon size={18} /> {t('transferWallet.main')}
          </h3>
          <p className={styles.mainAmount} data-testid="main-wallet-balance">
            {money(wallets.main)}
          </p>
          <p className={styles.muted}>{wallets.isSingle ? t('transferWallet.singleNote') : t('transferWallet.mainNote')}</p>
        </div>
        {!wallets.isSingle || inVendors > 0 ? (
          <Button variant="accent" icon={<RefreshIcon size={16} />} loading={recalling.isLoading} disabled={inVendors === 0} onClick={() => void recallAll()}>
            {t('transferWallet.recallAll')}
          </Button>
        ) : null}
      </section>
      {!wallets.isSingle && (
        <>
          <section aria-labelledby="vendor-wallets-title">
            <h3 id="vendor-wallets-title" className={styles.sectionTitle}>
              {t('transferWallet.vendorWallets')}
            </h3>
            <ul className={styles.grid}>
              {wallets.wallets.map((w) => (
                <li key={w.vendor} className={styles.card} data-vendor={w.vendor}>
                  <span className={styles.vendorName}>{w.name}</span>
                  <span className={styles.category}>{t(`records.categories.${w.category}` as never)}</span>
                  <span className={styles.vendorAmount}>{money(w.balance)}</span>
                </li>
              ))}
            </ul>
          </section>
          <TransferForm wallets={wallets} />
        </>
      )}
    </>
  );
}
