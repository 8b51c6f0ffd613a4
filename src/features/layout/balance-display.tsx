import { useTranslation } from 'react-i18next';
import { useBalanceQuery } from '@/shared/api/core-api';
import { EyeIcon, EyeOffIcon, RefreshIcon, WalletIcon } from '@/shared/components/icons';
import { formatCurrency } from '@/shared/lib/format';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { balanceVisibilityToggled, selectBalanceHidden } from '@/shared/store/wallet-slice';
import styles from './header.module.css';

/** The always-visible balance: hide/show and refresh. */
export function BalanceDisplay() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const hidden = useAppSelector(selectBalanceHidden);
  const language = useAppSelector(selectLanguage);
  const { data, isFetching, refetch } = useBalanceQuery(undefined, { pollingInterval: 60_000 });

  // until the first answer: a bar as wide as a short balance, its words for assistive technology only
  // ("Đang cập nhật số dư" beside the avatar would push it past a 320 px phone's edge)
  const text = hidden ? (
    '***'
  ) : data ? (
    formatCurrency(data.sumBalance, language, { symbol: data.currencySymbol })
  ) : (
    <>
      <span className={styles.balancePending} aria-hidden="true" />
      <span className="visually-hidden">{t('wallet.updating')}</span>
    </>
  );

  return (
    <div className={styles.balance}>
      <WalletIcon size={18} className={styles.balanceIcon} />
      <span className={styles.balanceAmount} aria-live="polite" data-testid="balance">
        <span className="visually-hidden">{t('wallet.balance')}: </span>
        {text}
      </span>
      <button
        type="button"
        className={styles.smallIconButton}
        aria-pressed={hidden}
        aria-label={hidden ? t('wallet.showBalance') : t('wallet.hideBalance')}
        title={hidden ? t('wallet.showBalance') : t('wallet.hideBalance')}
        onClick={() => dispatch(balanceVisibilityToggled())}
      >
        {hidden ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
      </button>
      <button
        type="button"
        className={styles.smallIconButton}
        data-action="refresh"
        aria-label={t('wallet.refresh')}
        title={t('wallet.refresh')}
        disabled={isFetching}
        onClick={() => void refetch()}
      >
        <RefreshIcon size={16} className={isFetching ? styles.spinning : undefined} />
      </button>
    </div>
  );
}
