import { AgentTexts } from './agent-texts';
import { ContractPage } from './contract-page';

/** Real-time salary (agentRealtimeSalary), settled and paid every window (5 minutes by default): its contracts, the offers waiting, the offers made and the payments. */
export function Component() {
  return (
    <AgentTexts>
      <ContractPage kind="realtimeSalary" />
    </AgentTexts>
  );
}
