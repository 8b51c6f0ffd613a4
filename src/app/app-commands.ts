import { addListener } from '@reduxjs/toolkit';
import type { createBrowserRouter } from 'react-router-dom';
import { launchRequested } from '@/shared/store/game-launch';
import { allModalsClosed } from '@/shared/store/modals-slice';
import type { AppDispatch, AppStore, RootState } from '@/shared/store/store';

type DataRouter = ReturnType<typeof createBrowserRouter>;

const addAppListener = addListener.withTypes<RootState, AppDispatch>();

/**
 * What the app does between the store and the router, for as long as both
 * live; returns the function that stops it.
 *
 * - A route change closes the modal stack (the centres included), as soon
 *   as the navigation to another path starts: what a flow opens after it
 *   asked for the navigation (the forced password change after a login, the
 *   registration success) stays open. A change of the query alone (a
 *   category's vendor, a page of results) is not a route change.
 * - `launchRequested` (a banner or a home vendor card asking for a launch)
 *   runs the games feature's launch routing, whose module loads on the
 *   first request only: a command handled by a listener, not a modal.
 */
export function startAppCommands(router: DataRouter, store: AppStore): () => void {
  let pathname = router.state.location.pathname;
  // the stack was closed for the navigation under way
  let closedForNavigation = false;
  const stopClosing = router.subscribe((state) => {
    const target = state.navigation.location;
    if (target && target.pathname !== pathname && !closedForNavigation) {
      closedForNavigation = true;
      store.dispatch(allModalsClosed());
    }
    if (state.location.pathname !== pathname) {
      // a navigation with nothing to load completes at once, with no loading state before it
      if (!closedForNavigation) store.dispatch(allModalsClosed());
      pathname = state.location.pathname;
    }
    if (state.navigation.state === 'idle') closedForNavigation = false;
  });

  const stopLaunching = store.dispatch(
    addAppListener({
      actionCreator: launchRequested,
      effect: async (action, api) => {
        const { runLaunchRequest } = await import('@/features/games/launch-request');
        await runLaunchRequest(action.payload, {
          dispatch: api.dispatch,
          getState: api.getState,
          navigate: (to) => void router.navigate(to),
        });
      },
    }),
  );

  return () => {
    stopClosing();
    stopLaunching();
  };
}
