import { Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { StateView } from '@/shared/components/feedback';
import { LockIcon } from '@/shared/components/icons';
import { LoadingState } from '@/shared/console/states';
import type { ConsolePage } from '../pages';
import { useConsoleSelector } from '@/shared/console/console-store';

/**
 * One page of the registry: refused when the operator's role may not open
 * it, else shown (`Page` is the page's lazily loaded module, made once by the
 * routes).
 */
export function PageFrame({ page, Page }: { page: ConsolePage; Page: ComponentType }) {
  const { t } = useTranslation('operator');
  const operator = useConsoleSelector((state) => state.session.operator);
  const allowed = operator !== null && page.roles.includes(operator.role);
  useEffect(() => {
    document.title = `${t(`pages.${page.title}`)} · ${t('shell.console')}`;
  }, [page, t]);
  if (!allowed) {
    return <StateView role="alert" icon={<LockIcon size={28} />} title={t('states.notAllowedTitle')} text={t('states.notAllowedText')} />;
  }
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}
