import { useState } from 'react';
import { useProtectedImage } from '@/shared/store/use-protected-image';
import styles from './member-avatar.module.css';

/** One or two letters of a name, for an avatar that cannot be drawn. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return letters
    .map((w) => [...(w ?? '')][0] ?? '')
    .join('')
    .toUpperCase();
}

export interface MemberAvatarProps {
  src: string | null;
  /** the nickname or account: its initials stand in for a broken image */
  name: string;
  size?: number;
  className?: string;
}

/**
 * A member's avatar: a preset picture, or the member's own upload (fetched
 * with the session), falling back to the name's initials when the image is
 * missing or broken.
 */
export function MemberAvatar({ src, name, size = 34, className }: MemberAvatarProps) {
  const image = useProtectedImage(src);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const classes = [styles.avatar, className].filter(Boolean).join(' ');
  const dimension = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (!image.src || image.failed || brokenSrc === image.src) {
    return (
      <span className={`${classes} ${styles.initials}`} style={dimension} aria-hidden="true" data-testid="avatar-initials">
        {initialsOf(name) || '?'}
      </span>
    );
  }
  const current = image.src;
  return <img className={classes} src={current} alt="" width={size} height={size} style={dimension} onError={() => setBrokenSrc(current)} />;
}
