import type { SVGProps } from 'react';

/** Line icons drawn for the site (24 px grid, current colour). */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** An icon component from its paths (more-icons.tsx draws the ones the first screen does not show). */
export function icon(paths: React.ReactNode, displayName: string) {
  function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />, 'CloseIcon');
export const SunIcon = icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
  'SunIcon',
);
export const MoonIcon = icon(<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />, 'MoonIcon');
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />, 'MenuIcon');
export const HomeIcon = icon(<path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />, 'HomeIcon');
export const DiceIcon = icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <circle cx="8" cy="8" r="1.2" fill="currentColor" />
    <circle cx="16" cy="16" r="1.2" fill="currentColor" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    <circle cx="16" cy="8" r="1.2" fill="currentColor" />
    <circle cx="8" cy="16" r="1.2" fill="currentColor" />
  </>,
  'DiceIcon',
);
export const LotteryIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4" />
    <path d="M12 3v5M12 16v5M3 12h5M16 12h5" />
  </>,
  'LotteryIcon',
);
export const LiveIcon = icon(
  <>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3z" />
  </>,
  'LiveIcon',
);
export const SportsIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7l4 3-1.5 5h-5L8 10z" />
    <path d="M12 3v4M16 10l4.5-1.5M14.5 15l2.5 4M9.5 15L7 19M8 10L3.5 8.5" />
  </>,
  'SportsIcon',
);
export const FishIcon = icon(
  <>
    <path d="M3 12c3-5 9-6 13-3l5-3v12l-5-3c-4 3-10 2-13-3z" />
    <circle cx="8" cy="11" r="1" fill="currentColor" />
  </>,
  'FishIcon',
);
export const CardsIcon = icon(
  <>
    <rect x="3" y="5" width="11" height="15" rx="2" />
    <path d="M14 7l5 1.5a2 2 0 0 1 1.4 2.4L18 19" />
    <path d="M8.5 10l2 2.5-2 2.5-2-2.5z" />
  </>,
  'CardsIcon',
);
export const SlotIcon = icon(
  <>
    <rect x="3" y="4" width="15" height="16" rx="2" />
    <path d="M6 9h9v6H6zM10.5 9v6M18 8h2v6" />
    <circle cx="20" cy="6.5" r="1.5" />
  </>,
  'SlotIcon',
);
export const EsportsIcon = icon(
  <>
    <path d="M6 8h12a4 4 0 0 1 4 4v3a3 3 0 0 1-5.2 2l-1.8-2H9l-1.8 2A3 3 0 0 1 2 15v-3a4 4 0 0 1 4-4z" />
    <path d="M7 11v3M5.5 12.5h3" />
    <circle cx="16" cy="11.5" r="0.8" fill="currentColor" />
    <circle cx="17.5" cy="13.5" r="0.8" fill="currentColor" />
  </>,
  'EsportsIcon',
);
export const GiftIcon = icon(
  <>
    <rect x="3" y="9" width="18" height="12" rx="2" />
    <path d="M12 9v12M3 13h18M12 9c-2 0-5-1-5-3a2 2 0 0 1 4-1l1 4 1-4a2 2 0 0 1 4 1c0 2-3 3-5 3z" />
  </>,
  'GiftIcon',
);
export const HeadsetIcon = icon(
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-2 2.5-5 2.5" />
  </>,
  'HeadsetIcon',
);
export const DownloadIcon = icon(<path d="M12 3v12M7 10l5 5 5-5M4 19h16" />, 'DownloadIcon');
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.5 6 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-6-3.5-9s1-6.5 3.5-9z" />
  </>,
  'GlobeIcon',
);
export const RefreshIcon = icon(<path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />, 'RefreshIcon');
export const EyeIcon = icon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
  'EyeIcon',
);
export const EyeOffIcon = icon(
  <path d="M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3.2 3.9M6.6 6.6C3.9 8.4 2 12 2 12s3.5 6 10 6a9.7 9.7 0 0 0 4.4-1M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
  'EyeOffIcon',
);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
  'UserIcon',
);
export const WalletIcon = icon(
  <>
    <path d="M3 7a2 2 0 0 1 2-2h13v4" />
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M16 13.5h2" />
  </>,
  'WalletIcon',
);
export const LogoutIcon = icon(<path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />, 'LogoutIcon');
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />, 'ChevronDownIcon');
export const ChevronRightIcon = icon(<path d="M9 6l6 6-6 6" />, 'ChevronRightIcon');
export const ChevronLeftIcon = icon(<path d="M15 6l-6 6 6 6" />, 'ChevronLeftIcon');
export const StarIcon = icon(<path d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.3L12 17.5 6.5 20.4l1-6.3L3 9.7l6.2-.9z" />, 'StarIcon');
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </>,
  'SearchIcon',
);
export const FileIcon = icon(
  <>
    <path d="M6 3h8l4 4v14H6z" />
    <path d="M14 3v4h4M9 12h6M9 16h6" />
  </>,
  'FileIcon',
);
export const UsersIcon = icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
  </>,
  'UsersIcon',
);
export const FacebookIcon = icon(<path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z" />, 'FacebookIcon');
export const InstagramIcon = icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
  </>,
  'InstagramIcon',
);
export const TelegramIcon = icon(<path d="M21 4L3 11l6 2 2 6 3-4 5 4z M9 13l9-7" />, 'TelegramIcon');
export const WhatsappIcon = icon(
  <>
    <path d="M4 20l1.3-4A8 8 0 1 1 8 19z" />
    <path d="M9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z" />
  </>,
  'WhatsappIcon',
);
/** Zalo: a speech bubble with its Z (the brand's own mark is not ours to draw). */
export const ZaloIcon = icon(
  <>
    <path d="M12 3C6.5 3 3 6.6 3 10.5c0 2.2 1.1 4.1 2.9 5.4L5 20l4-2c1 .3 2 .4 3 .4 5.5 0 9-3.6 9-7.4S17.5 3 12 3z" />
    <path d="M9 8.5h5l-5 5h5" />
  </>,
  'ZaloIcon',
);
export const AlertIcon = icon(
  <>
    <path d="M12 3l10 18H2z" />
    <path d="M12 10v4M12 17.5h.01" />
  </>,
  'AlertIcon',
);
export const WrenchIcon = icon(
  <path d="M14.7 6.3a4 4 0 0 0 5 5l-8.4 8.4a2.1 2.1 0 0 1-3-3zM14.7 6.3L17 4a4 4 0 0 0-5.3 5.3" />,
  'WrenchIcon',
);
export const LockIcon = icon(
  <>
    <rect x="4" y="10" width="16" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3" />
  </>,
  'LockIcon',
);
export const FireIcon = icon(<path d="M12 3c1 4 5 5.5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5.3 1.8 1.2 2.8 2.2 3.2C10.6 9 11 6 12 3z" />, 'FireIcon');
export const HistoryIcon = icon(<path d="M4 12a8 8 0 1 0 2.4-5.7M4 4v4h4M12 8v4l3 2" />, 'HistoryIcon');

/** Google's four-colour G, the mark its sign-in guidelines ask for (filled, not a line icon). */
export function GoogleMark({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
      <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
    </svg>
  );
}
