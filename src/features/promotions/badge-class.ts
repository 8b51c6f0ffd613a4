import panels from '@/shared/styles/panels.module.css';
import styles from './promotions.module.css';

/** The tone of a promotion's or a reward's state: the shared badges', a done one in green on the plain badge. */
const tones: Readonly<Partial<Record<string, string | undefined>>> = {
  joined: panels.badgeInfo,
  applying: panels.badgeInfo,
  claimable: panels.badgeInfo,
  claimed: styles.badgeDone,
  issued: styles.badgeDone,
  rejected: panels.badgeBad,
  expired: panels.badgeBad,
};

/** The shared panels' badge in the tone of a state (of a promotion, a reward or a rebate). */
export function badgeClass(state: string): string {
  return [panels.badge, styles.badge, tones[state]].filter(Boolean).join(' ');
}
