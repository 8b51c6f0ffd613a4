import { PointMallPage } from '@/features/points/point-mall-page';

/** Page group "pointMall": /pointMall, the points mall. */
export function Component() {
  return <PointMallPage />;
}
