import { api } from '../../src/shared/contract/api';
import { call, type TestServer } from './helpers';

/** Inputs of the deposit endpoints for the contract test; the order they read and cancel is made by `prepareDepositContract`. */
export const depositContractInputs = {
  depositChannels: {},
  createDeposit: { channel: 'ewallet', amount: 100_000 },
  depositOrder: { id: 0 } as Record<string, unknown>,
  cancelDeposit: { id: 0 } as Record<string, unknown>,
  depositHistory: { page: 1, pageSize: 10 },
};

/** One pending order of the member, for the calls that read and cancel one. */
export async function prepareDepositContract(s: TestServer, all: Record<string, Record<string, unknown>>, token: string): Promise<void> {
  const inputs = all as unknown as typeof depositContractInputs;
  const created = await call<{ value: { id: number } }>(s, api.createDeposit, { channel: 'bank', amount: 200_000 }, {
    token,
    headers: { 'idempotency-key': 'contract-deposit-prepare-0001' },
  });
  inputs.depositOrder.id = created.body.value.id;
  inputs.cancelDeposit.id = created.body.value.id;
}
