import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractTier } from '@/shared/contract/agent';
import { useFormat } from '@/shared/i18n/use-format';
import styles from './agent.module.css';
import { AGENT_NS } from './agent-texts';

/** A contract's tiers: from how many active members (dividend) or how much valid turnover (salaries), which rate. */
export function TierTable({ kind, tiers, caption }: { kind: ContractKind; tiers: readonly ContractTier[]; caption: string }) {
  const { t } = useTranslation(AGENT_NS);
  const { money, rate } = useFormat();
  return (
    <table className={styles.tiers}>
      <caption className={styles.visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t(kind === 'dividend' ? 'agentCentre:contract.activeMembersFrom' : 'agentCentre:contract.turnoverFrom')}</th>
          <th scope="col">{t('agentCentre:contract.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.threshold}>
            <td>{kind === 'dividend' ? tier.threshold : money(tier.threshold)}</td>
            <td>{rate(tier.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
