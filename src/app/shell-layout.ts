import type { UIMatch } from 'react-router-dom';
import type { BannerGroup } from '@/shared/contract/content';

/** Which areas of the app shell a route fills (spec section 2, route table). */
export interface ShellLayout {
  header: boolean;
  leftMenu: boolean;
  footer: boolean;
  banner: BannerGroup | null;
  /** header and left menu hidden until the player shows them (/seamless, /vnlottery) */
  immersive: boolean;
}

export interface RouteHandle {
  layout: ShellLayout;
  /** the page group that renders the route (its chunk is res/js/group-<name>-<hash>.js) */
  group?: string;
}

export const fullLayout = (banner: BannerGroup | null): ShellLayout => ({
  header: true,
  leftMenu: true,
  footer: true,
  banner,
  immersive: false,
});

export const layouts = {
  headerOnly: { header: true, leftMenu: false, footer: false, banner: null, immersive: false },
  headerAndBanner: (banner: BannerGroup): ShellLayout => ({
    header: true,
    leftMenu: false,
    footer: false,
    banner,
    immersive: false,
  }),
  immersive: { header: true, leftMenu: true, footer: false, banner: null, immersive: true },
  bare: { header: false, leftMenu: false, footer: false, banner: null, immersive: false },
} satisfies Record<string, ShellLayout | ((b: BannerGroup) => ShellLayout)>;

export function layoutOf(matches: UIMatch[]): ShellLayout {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.layout) return handle.layout;
  }
  return fullLayout(null);
}
