/** Inputs of the wallet and records endpoints for the contract test: the last 30 days. */
const to = new Date(Date.now() + 86_400_000).toISOString();
const from = new Date(Date.now() - 30 * 86_400_000).toISOString();

export const recordsContractInputs = {
  merchantWallet: {},
  wallets: {},
  walletTransfer: { direction: 'in', vendor: 'RYL', amount: 1000 },
  walletRecall: {},
  consolidatedFunds: {},
  betRecords: { from, to, pageNo: 1, pageSize: 20 },
  recordVendors: {},
  transactionRecords: { from, to, pageNo: 1 },
  profitLoss: { from, to },
  creditReport: { from, to, utcOffset: 420 },
  bonusRecords: { pageNo: 1 },
};
