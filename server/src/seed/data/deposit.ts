import type { DepositChannelDetails } from '../../db/schema';

/*
 * The deposit channels of the reference brand and the sandbox telcos' test
 * scratch cards (README, "Demo data"). Amounts are major units (VND).
 */

export interface ChannelSeed {
  code: string;
  kind: 'bankTransfer' | 'bankQr' | 'eWallet' | 'scratchCard';
  name: string;
  min: number;
  max: number;
  quickAmounts: number[];
  details: DepositChannelDetails;
}

const receivingAccount = {
  bankName: 'Vietcombank (sandbox)',
  bankBin: '970436',
  accountNumber: '0071000888999',
  accountName: 'CONG TY LOTUS PLAY',
};

export const cardTelcos = ['VIETTEL', 'MOBIFONE', 'VINAPHONE'];
export const cardValues = [10_000, 20_000, 50_000, 100_000, 200_000, 500_000];

export const channelSeeds: ChannelSeed[] = [
  {
    code: 'bank',
    kind: 'bankTransfer',
    name: 'Bank transfer',
    min: 50_000,
    max: 300_000_000,
    quickAmounts: [100_000, 200_000, 500_000, 1_000_000, 5_000_000, 10_000_000],
    details: receivingAccount,
  },
  {
    code: 'qr',
    kind: 'bankQr',
    name: 'VietQR',
    min: 50_000,
    max: 100_000_000,
    quickAmounts: [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000],
    details: receivingAccount,
  },
  {
    code: 'ewallet',
    kind: 'eWallet',
    name: 'E-wallet',
    min: 20_000,
    max: 20_000_000,
    quickAmounts: [50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000],
    details: {},
  },
  {
    code: 'card',
    kind: 'scratchCard',
    name: 'Scratch card',
    min: 10_000,
    max: 500_000,
    quickAmounts: cardValues,
    details: { telcos: cardTelcos, cardValues },
  },
];

/**
 * Test cards: five per telco and value (n = 1…5), each paying once. Serial
 * 10000000000 + telco index × 10^8 + value in thousands × 100 + n; PIN =
 * the serial followed by 7. E.g. VIETTEL (index 0) 100,000 ₫ card 1: serial
 * 10000010001, PIN 100000100017; MOBIFONE (1) 50,000 ₫ card 1: serial
 * 10100005001, PIN 101000050017.
 */
export function testCardSeeds(): { telco: string; serial: string; pin: string; value: number }[] {
  const cards: { telco: string; serial: string; pin: string; value: number }[] = [];
  cardTelcos.forEach((telco, t) => {
    for (const value of cardValues) {
      for (let n = 1; n <= 5; n += 1) {
        const serial = 10_000_000_000 + t * 100_000_000 + (value / 1000) * 100 + n;
        cards.push({ telco, serial: String(serial), pin: String(serial * 10 + 7), value });
      }
    }
  });
  return cards;
}
