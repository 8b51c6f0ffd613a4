import { setupServer } from 'msw/node';
import { afterEach } from 'vitest';
import { takeContractViolations } from './contract-handler';
import { handlers } from './all-handlers';

export const server = setupServer(...handlers);

// a request the contract rejects fails the test that sent it (see contractHandler)
afterEach(() => {
  const violations = takeContractViolations();
  if (violations.length > 0) {
    throw new Error(`The site sent ${violations.length} request(s) the contract rejects:\n${violations.join('\n')}`);
  }
});
