import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import type { ActivityState } from '@/shared/contract/promotions';
import { PROMOTIONS_NS } from './promotion-texts';
import { badgeClass } from './badge-class';

/** The states a member acts on; the others are shown as a badge. */
const actionable = new Set<ActivityState>(['join', 'claim', 'rejected']);

/** A promotion's state as the card and the detail show it: a button where the member may act, else a badge. */
export function StateAction({ state, onAct, busy = false, applyLabel = false }: { state: ActivityState | null; onAct?: () => void; busy?: boolean; applyLabel?: boolean }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  if (state === null) return null;
  const label = applyLabel && (state === 'join' || state === 'rejected') ? t('promotions:action.apply') : t(`promotions:state.${state}`);
  if (onAct && actionable.has(state)) {
    return (
      <Button size="small" variant={state === 'claim' ? 'accent' : 'primary'} loading={busy} onClick={onAct}>
        {label}
      </Button>
    );
  }
  return <span className={badgeClass(state)}>{t(`promotions:state.${state}`)}</span>;
}
