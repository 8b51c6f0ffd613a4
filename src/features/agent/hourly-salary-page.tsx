import { AgentTexts } from './agent-texts';
import { ContractPage } from './contract-page';

/** Hourly salary (agentHourlySalary): its contracts, the offers waiting, the offers made and the payments. */
export function Component() {
  return (
    <AgentTexts>
      <ContractPage kind="hourSalary" />
    </AgentTexts>
  );
}
