import { useEffect, useState, useSyncExternalStore } from 'react';
import { isRunningAsApp } from '@/shared/lib/app-mode';

export { isRunningAsApp };

/** The browser's offer to install the app (Chromium's `beforeinstallprompt`). */
export interface InstallPrompt extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let installedHere = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const query = typeof window.matchMedia === 'function' ? window.matchMedia('(display-mode: standalone)') : null;
  const onInstalled = () => {
    installedHere = true;
    notify();
  };
  query?.addEventListener('change', listener);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener('change', listener);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

/** Whether the app is installed: running as the app now, or just added to the home screen from this page. */
export function useAppInstalled(): boolean {
  return useSyncExternalStore(subscribe, () => installedHere || isRunningAsApp(), () => false);
}

/** The browser's install offer while the page is open, where the browser makes one (not Safari: there the steps say how). */
export function useInstallPrompt(): { prompt: InstallPrompt | null; install: () => Promise<void> } {
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  useEffect(() => {
    const onPrompt = (event: Event) => {
      // keep the offer for the page's button rather than the browser's own mini bar
      event.preventDefault();
      setPrompt(event as InstallPrompt);
    };
    const onInstalled = () => setPrompt(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  const install = async () => {
    if (!prompt) return;
    await prompt.prompt();
    // an offer is good for one prompt, whatever the answer
    await prompt.userChoice.catch(() => undefined);
    setPrompt(null);
  };
  return { prompt, install };
}
