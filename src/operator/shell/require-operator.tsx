import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useMeQuery } from '@/shared/console/console-api';
import { ErrorState, LoadingState } from '@/shared/console/states';
import { consolePaths } from '@/shared/console/console-paths';
import { askOpenTabs } from '../session/session-channel';
import { operatorLoaded, tokenShared } from '@/shared/console/session-slice';
import { useConsoleDispatch, useConsoleSelector } from '@/shared/console/console-store';

/**
 * The pages behind the sign-in: without a session, ask the console's other
 * tabs for theirs, else go to the sign-in page (and come back after it).
 * With a token but no operator yet (a reload), ask the server who it is.
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  const { token, operator } = useConsoleSelector((state) => state.session);
  const dispatch = useConsoleDispatch();
  const location = useLocation();
  const [askedTabs, setAskedTabs] = useState(token !== null);

  useEffect(() => {
    if (askedTabs) return;
    let live = true;
    void askOpenTabs().then((shared) => {
      if (!live) return;
      // the operator is filled in by the `me` call below
      if (shared) dispatch(tokenShared(shared));
      setAskedTabs(true);
    });
    return () => {
      live = false;
    };
  }, [askedTabs, dispatch]);

  const me = useMeQuery(undefined, { skip: !token || operator !== null });
  useEffect(() => {
    if (me.data && !operator) dispatch(operatorLoaded(me.data.operator));
  }, [me.data, operator, dispatch]);

  if (!askedTabs) return <LoadingState />;
  if (!token) return <Navigate to={consolePaths.signIn} replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (!operator) return me.isError ? <ErrorState error={me.error} onRetry={() => void me.refetch()} /> : <LoadingState />;
  return children;
}
