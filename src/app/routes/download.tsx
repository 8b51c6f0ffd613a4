import { useLocation } from 'react-router-dom';
import { AppDownloadPage } from '@/features/download/app-download-page';
import { MirrorsPage } from '@/features/download/mirrors-page';
import { paths } from '@/shared/config/paths';

/** Page group "download": the app download page /down (alias /download) and the mirror list with its speed test. */
export function Component() {
  const { pathname } = useLocation();
  return pathname === paths.mirrors.path ? <MirrorsPage /> : <AppDownloadPage />;
}
