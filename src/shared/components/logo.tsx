import styles from './logo.module.css';

/** The brand mark and name; decorative mark, the name is the text. */
export function Logo({ name, compact = false, nameClassName }: { name: string; compact?: boolean; nameClassName?: string }) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 64 64" width="36" height="36" aria-hidden="true">
        <defs>
          <linearGradient id="logo-bg" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#8b5cff" />
            <stop offset="1" stopColor="#5327d8" />
          </linearGradient>
          <linearGradient id="logo-petal" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffd86b" />
            <stop offset="1" stopColor="#f5a623" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill="url(#logo-bg)" />
        <path d="M32 12c5 7 7 13 7 19s-3 11-7 14c-4-3-7-8-7-14s2-12 7-19z" fill="url(#logo-petal)" />
        <path
          d="M14 30c6 0 11 3 14 8 2 3 3 6 4 9-7 0-13-2-16-7-2-3-2-6-2-10zM50 30c-6 0-11 3-14 8-2 3-3 6-4 9 7 0 13-2 16-7 2-3 2-6 2-10z"
          fill="#fff"
          opacity=".92"
        />
      </svg>
      {!compact && <span className={nameClassName ? `${styles.name} ${nameClassName}` : styles.name}>{name}</span>}
    </span>
  );
}
