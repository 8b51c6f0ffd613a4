import { Skeleton } from '@/shared/components/feedback';
import styles from './app-shell.module.css';

/**
 * A page's place while its route module loads on the first page load (the
 * route's HydrateFallback): the shell around it is already drawn, by the
 * server or by the app. It is a screen tall, so nothing below it (the
 * footer) is on screen to be pushed down when the page takes its place.
 */
export function PageSkeleton() {
  return (
    <div className={styles.pageSkeleton} aria-busy="true">
      {Array.from({ length: 2 }, (_, row) => (
        <div key={row} className={styles.skeletonRow}>
          {Array.from({ length: 6 }, (__, tile) => (
            <Skeleton key={tile} className={styles.skeletonTile} />
          ))}
        </div>
      ))}
    </div>
  );
}
