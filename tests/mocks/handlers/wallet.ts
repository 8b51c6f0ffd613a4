import { api } from '@/shared/contract/api';
import { IDEMPOTENCY_HEADER } from '@/shared/contract/endpoint';
import type { VendorWallet, Wallets } from '@/shared/contract/wallet';
import { contractHandler, MockFailure } from '../contract-handler';
import { buildBalance } from '../fixtures';
import { requireSession } from '../session-guard';

/** The mocked wallets of the member: a main wallet and three vendor wallets, moved by the transfer calls. */
export interface WalletMockState {
  isSingle: boolean;
  main: number;
  held: number;
  bonusLocked: number;
  wallets: VendorWallet[];
  /** the Idempotency-Key of every transfer and recall call, in order */
  keys: string[];
}

const initialWallets = (): VendorWallet[] => [
  { vendor: 'RYL', name: 'Royal Live', category: 'LIVE', balance: 0 },
  { vendor: 'LSP', name: 'Lotus Sports', category: 'SPORTS', balance: 500_000 },
  { vendor: 'JDS', name: 'Jade Slots', category: 'RNG', balance: 0 },
];

export const walletMock: WalletMockState = { isSingle: false, main: 5_000_000, held: 0, bonusLocked: 300_000, wallets: initialWallets(), keys: [] };

export function resetWalletMock() {
  Object.assign(walletMock, { isSingle: false, main: 5_000_000, held: 0, bonusLocked: 300_000, wallets: initialWallets(), keys: [] });
}

function walletsAnswer(): Wallets {
  return {
    isSingle: walletMock.isSingle,
    currency: 'VND',
    currencySymbol: '₫',
    main: walletMock.main,
    wallets: walletMock.isSingle ? [] : walletMock.wallets.map((w) => ({ ...w })),
  };
}

const keyOf = (request: Request) => request.headers.get(IDEMPOTENCY_HEADER) ?? '';

export const walletHandlers = [
  contractHandler(api.balance, ({ request }) => requireSession(request) ?? buildBalance({ sumBalance: walletMock.main })),
  contractHandler(api.merchantWallet, ({ request }) => requireSession(request) ?? { isSingle: walletMock.isSingle }),
  contractHandler(api.wallets, ({ request }) => requireSession(request) ?? walletsAnswer()),
  contractHandler(api.consolidatedFunds, ({ request }) => {
    const inVendors = walletMock.wallets.reduce((sum, w) => sum + w.balance, 0);
    return (
      requireSession(request) ?? {
        currency: 'VND',
        currencySymbol: '₫',
        total: walletMock.main + walletMock.held + inVendors,
        available: walletMock.main,
        held: walletMock.held,
        bonusLocked: walletMock.bonusLocked,
        inVendors,
      }
    );
  }),
  contractHandler(api.walletTransfer, ({ request, body }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    walletMock.keys.push(keyOf(request));
    if (walletMock.isSingle) return new MockFailure(403, 'FORBIDDEN', 'Single wallet.', undefined, { reason: 'singleWallet' });
    const wallet = walletMock.wallets.find((w) => w.vendor === body.vendor);
    if (!wallet) return new MockFailure(404, 'NOT_FOUND', 'Unknown vendor.', undefined, { reason: 'unknownVendor' });
    const from = body.direction === 'in' ? walletMock.main : wallet.balance;
    if (body.amount > from) return new MockFailure(409, 'INSUFFICIENT_FUNDS', 'Insufficient funds.');
    const signed = body.direction === 'in' ? body.amount : -body.amount;
    walletMock.main -= signed;
    wallet.balance += signed;
    return walletsAnswer();
  }),
  contractHandler(api.walletRecall, ({ request }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    walletMock.keys.push(keyOf(request));
    const recalled = walletMock.wallets.reduce((sum, w) => sum + w.balance, 0);
    walletMock.main += recalled;
    for (const w of walletMock.wallets) w.balance = 0;
    return { recalled, wallets: walletsAnswer() };
  }),
];
