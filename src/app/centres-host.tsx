import { Suspense, lazy } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { selectAgentCentre, selectMemberCentre } from '@/shared/store/menus-slice';

const MemberCentre = lazy(() => import('@/features/centres/member-centre').then((m) => ({ default: m.MemberCentre })));
const AgentCentre = lazy(() => import('@/features/centres/agent-centre').then((m) => ({ default: m.AgentCentre })));

/** The member and agent centres, each its own chunk; access is checked when they open (listeners.ts). */
export function CentresHost() {
  const member = useAppSelector(selectMemberCentre);
  const agent = useAppSelector(selectAgentCentre);
  return (
    <Suspense fallback={null}>
      {member.open && <MemberCentre />}
      {agent.open && <AgentCentre />}
    </Suspense>
  );
}
