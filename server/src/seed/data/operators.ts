import type { NewOperator } from '../../modules/operator/accounts';

/** Staff accounts of the operator console (/operator), also printed by main.ts and listed in the README. */
export const OPERATOR_PASSWORD = 'Operator1234';
export const CASHIER_PASSWORD = 'Cashier1234';

export const operatorSeeds: NewOperator[] = [
  { username: 'operator', displayName: 'Platform Admin', password: OPERATOR_PASSWORD, role: 'admin', merchantCode: null },
  { username: 'cashier', displayName: 'Lotus Cashier', password: CASHIER_PASSWORD, role: 'finance', merchantCode: 'LOTUS' },
];
