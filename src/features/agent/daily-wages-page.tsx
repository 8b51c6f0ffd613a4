import { AgentTexts } from './agent-texts';
import { ContractPage } from './contract-page';

/** Daily wages (agentDailyWages): its contracts, the offers waiting, the offers made and the payments. */
export function Component() {
  return (
    <AgentTexts>
      <ContractPage kind="dailySalary" />
    </AgentTexts>
  );
}
