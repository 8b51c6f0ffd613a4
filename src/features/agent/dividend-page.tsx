import { AgentTexts } from './agent-texts';
import { ContractPage } from './contract-page';

/** Dividend / bonus record (agentDividend): its contracts, the offers waiting, the offers made and the payments. */
export function Component() {
  return (
    <AgentTexts>
      <ContractPage kind="dividend" />
    </AgentTexts>
  );
}
