import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock, Skeleton, StateView } from '@/shared/components/feedback';
import { WalletIcon } from '@/shared/components/icons';
import { LoadFailed } from '@/shared/components/load-failed';
import { Tabs } from '@/shared/components/tabs';
import type { DepositChannel, DepositOrder } from '@/shared/contract/deposit';
import type { SupportedLanguage } from '@/shared/i18n/language';
import { formatCurrency } from '@/shared/lib/format';
import { useAppDispatch } from '@/shared/store/hooks';
import { AmountForm } from './amount-form';
import { CardForm } from './card-form';
import { ChannelIcon } from './channel-icon';
import { depositApi, useDepositChannelsQuery } from './deposit-api';
import { DepositHistory } from './deposit-history';
import { OrderView } from './order-view';
import styles from './deposit.module.css';

type Tab = 'deposit' | 'history';

/**
 * The member centre's deposit page (depositv2): the brand's channels, the
 * amount or the scratch card, then the order itself until it is settled;
 * and the history of deposits.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as SupportedLanguage;
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, refetch } = useDepositChannelsQuery();
  const [tab, setTab] = useState<Tab>('deposit');
  const [chosen, setChosen] = useState<string | null>(null);
  const [orderId, setOrderId] = useState<number | null>(null);

  const channels = data?.channels ?? [];
  const channel: DepositChannel | undefined = channels.find((c) => c.code === chosen) ?? channels[0];
  const symbol = data?.currencySymbol ?? '';

  const showOrder = (order: DepositOrder) => {
    dispatch(depositApi.util.upsertQueryData('depositOrder', order.id, order));
    setOrderId(order.id);
    setTab('deposit');
  };

  let body;
  if (isError) {
    body = (
      <LoadFailed title={t('deposit.loadError')} onRetry={() => void refetch()} />
    );
  } else if (isLoading || !data) {
    body = (
      <LoadingBlock className={styles.channels}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className={styles.channelSkeleton} />
        ))}
      </LoadingBlock>
    );
  } else if (orderId !== null) {
    body = <OrderView id={orderId} currencySymbol={symbol} onDone={() => setOrderId(null)} />;
  } else if (!channel) {
    body = <StateView role="status" icon={<WalletIcon size={28} />} title={t('deposit.noChannels')} />;
  } else {
    body = (
      <div className={styles.newDeposit}>
        <div className={styles.channels} role="radiogroup" aria-label={t('deposit.channels')}>
          {channels.map((c) => (
            <button
              key={c.code}
              type="button"
              role="radio"
              aria-checked={c.code === channel.code}
              className={styles.channel}
              onClick={() => setChosen(c.code)}
              data-testid={`deposit-channel-${c.code}`}
            >
              <span className={styles.channelIcon} aria-hidden="true">
                <ChannelIcon kind={c.kind} />
              </span>
              <span className={styles.channelName}>{t(`deposit.kind.${c.kind}`)}</span>
              <span className={styles.channelLimits}>
                {formatCurrency(c.min, language, { symbol })} – {formatCurrency(c.max, language, { symbol })}
              </span>
            </button>
          ))}
        </div>
        <p className={styles.hint}>{t(`deposit.kindHint.${channel.kind}`, { minutes: data.orderMinutes })}</p>
        {channel.kind === 'scratchCard' ? (
          <CardForm key={channel.code} channel={channel} currencySymbol={symbol} onOrder={showOrder} />
        ) : (
          <AmountForm key={channel.code} channel={channel} currency={data.currency} currencySymbol={symbol} onOrder={showOrder} />
        )}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <Tabs
        label={t('memberCentre.depositv2')}
        items={[
          { key: 'deposit', label: t('deposit.tabs.deposit') },
          { key: 'history', label: t('deposit.tabs.history') },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'deposit' ? (
          body
        ) : (
          <DepositHistory
            currencySymbol={symbol}
            onOpen={(id) => {
              setOrderId(id);
              setTab('deposit');
            }}
          />
        )}
      </Tabs>
    </div>
  );
}
