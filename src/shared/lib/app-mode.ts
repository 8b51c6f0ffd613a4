/**
 * Whether the site runs as the installed app: opened from the home screen,
 * it is shown without the browser's bars (`display: standalone` in
 * public/manifest.webmanifest); Safari on iOS says so in `navigator.standalone`.
 * The login tells the server (`platform: 'app'`) for the app-download bonus:
 * what the browser says, not a proof (docs/api.md).
 */
export function isRunningAsApp(win: Window = window): boolean {
  const displayMode = (mode: string) => typeof win.matchMedia === 'function' && win.matchMedia(`(display-mode: ${mode})`).matches;
  return displayMode('standalone') || displayMode('fullscreen') || (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** The login's `platform`: `app` when the site runs as the installed app. */
export const loginPlatform = (): 'app' | 'web' => (typeof window !== 'undefined' && isRunningAsApp() ? 'app' : 'web');
