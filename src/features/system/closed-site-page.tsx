import type { SystemStatus } from '@/shared/contract/system';
import { IpRestrictionPage } from './ip-restriction-page';
import { MaintenancePage } from './maintenance-page';

/** The page of a closed site: maintenance (status 1) or IP restriction (status 2). */
export function ClosedSitePage({ status }: { status: SystemStatus }) {
  return status.status === 1 ? <MaintenancePage status={status} /> : <IpRestrictionPage status={status} />;
}
