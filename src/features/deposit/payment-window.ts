import { useEffect, useMemo, useRef } from 'react';
import type { DepositOrder } from '@/shared/contract/deposit';
import { htmlLang, type SupportedLanguage } from '@/shared/i18n/language';

/** The provider's page of an order in the member's language (the link's signature covers only the order). */
export function payUrlOf(order: Pick<DepositOrder, 'payUrl'>, language: SupportedLanguage): string | null {
  return order.payUrl ? `${order.payUrl}&lang=${encodeURIComponent(htmlLang[language] ?? 'en')}` : null;
}

export interface PaymentWindow {
  /** in the click's handler: a blank tab, the only moment a popup blocker allows one */
  open: () => void;
  /** the order answered: the blank tab goes to the provider's page */
  navigate: (url: string) => void;
  /** the order failed (or needs no provider's page): the blank tab goes away */
  close: () => void;
}

/**
 * The provider's page in a tab of its own, opened by the member's own click,
 * as the customer-service popup is: a popup blocker lets a window open only
 * in the handler of a click, and the address is known only once the order
 * has answered, so a blank tab is opened in the handler and sent on when
 * the order answers, or closed when it fails. Blocked all the same, the
 * order's link is still there to follow.
 */
export function usePaymentWindow(): PaymentWindow {
  const pending = useRef<Window | null>(null);
  const payment = useMemo<PaymentWindow>(
    () => ({
      open() {
        pending.current?.close();
        const opened = window.open('', '_blank');
        // the provider's page gets no handle on the site
        if (opened) opened.opener = null;
        pending.current = opened;
      },
      navigate(url) {
        const opened = pending.current;
        pending.current = null;
        if (opened && !opened.closed) opened.location.href = url;
      },
      close() {
        pending.current?.close();
        pending.current = null;
      },
    }),
    [],
  );
  // a form that goes away while its order is asked for leaves no blank tab behind
  useEffect(() => () => payment.close(), [payment]);
  return payment;
}
