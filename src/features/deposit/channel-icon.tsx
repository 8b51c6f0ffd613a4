import type { DepositChannelKind } from '@/shared/contract/deposit';

/** A channel's pictogram, drawn in the current colour. */
export function ChannelIcon({ kind }: { kind: DepositChannelKind }) {
  const common = { width: 26, height: 26, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;
  switch (kind) {
    case 'bankTransfer':
      return (
        <svg {...common}>
          <path d="M3 9.5 12 4l9 5.5" />
          <path d="M5 10v7M9.5 10v7M14.5 10v7M19 10v7" />
          <path d="M3 20h18" />
        </svg>
      );
    case 'bankQr':
      return (
        <svg {...common}>
          <rect x="3.5" y="3.5" width="6" height="6" rx="1" />
          <rect x="14.5" y="3.5" width="6" height="6" rx="1" />
          <rect x="3.5" y="14.5" width="6" height="6" rx="1" />
          <path d="M14.5 14.5h2.5v2.5M20.5 14.5v.01M14.5 20.5h.01M17.5 20.5h3v-3" />
        </svg>
      );
    case 'eWallet':
      return (
        <svg {...common}>
          <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
          <path d="M10 18.5h4" />
          <path d="M9.5 9.5c0-1.4 1.1-2 2.5-2s2.5.6 2.5 1.7c0 2.3-5 1.3-5 3.6 0 1.1 1.1 1.7 2.5 1.7s2.5-.6 2.5-2M12 6v1.5M12 14.5V16" />
        </svg>
      );
    case 'scratchCard':
      return (
        <svg {...common}>
          <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
          <path d="M6 14.5h5" />
          <path d="M14 9.5h4.5v4H14z" strokeDasharray="2 1.5" />
        </svg>
      );
  }
}
