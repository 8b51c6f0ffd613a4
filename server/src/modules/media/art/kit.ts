/** Small helpers shared by the generated artworks: seeded randomness, palettes, text. */

/** FNV-1a: the same id always gives the same picture. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny deterministic generator seeded from the id. */
export function seeded(seed: string): () => number {
  let a = hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const between = (rnd: () => number, min: number, max: number) => min + rnd() * (max - min);
export const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
export const n1 = (v: number) => (Math.round(v * 10) / 10).toString();

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

export interface Palette {
  name: string;
  /** background gradient, dark to lighter */
  bg: [string, string, string];
  /** the gold of titles and highlights */
  gold: [string, string, string];
  accent: string;
  soft: string;
}

/** Dark purple and gold first: the casino look of the brand; the others for variety and for themed groups. */
export const palettes: Record<string, Palette> = {
  royal: { name: 'royal', bg: ['#0e0420', '#2a0b4d', '#4b1682'], gold: ['#fff3c4', '#f5c451', '#b8860b'], accent: '#ff5fa2', soft: '#d9c8ff' },
  amethyst: { name: 'amethyst', bg: ['#0b0618', '#23124f', '#5b2bb5'], gold: ['#fff1b8', '#ffcf4d', '#c48a12'], accent: '#7cf0ff', soft: '#cbbcff' },
  velvet: { name: 'velvet', bg: ['#14040f', '#3f0a2e', '#7a1454'], gold: ['#ffeeb0', '#f7bf3c', '#b57d09'], accent: '#ff8a5c', soft: '#ffc9e4' },
  midnight: { name: 'midnight', bg: ['#05051a', '#15154a', '#2f2a8f'], gold: ['#fff4c9', '#ffd36b', '#c99a1e'], accent: '#a47bff', soft: '#c6c8ff' },
  ocean: { name: 'ocean', bg: ['#020d1a', '#07305a', '#0b5c8c'], gold: ['#fff6cf', '#ffd36b', '#d09c20'], accent: '#3ee6d0', soft: '#bfeaff' },
  pitch: { name: 'pitch', bg: ['#03120b', '#0b3b26', '#136b43'], gold: ['#fff6cf', '#ffd36b', '#c99a1e'], accent: '#8dff9e', soft: '#c9f5d8' },
  ember: { name: 'ember', bg: ['#140604', '#4a1208', '#8a2a0c'], gold: ['#fff0c0', '#ffc94d', '#c9860f'], accent: '#ff6a3d', soft: '#ffd2bd' },
};

const general = ['royal', 'amethyst', 'velvet', 'midnight'] as const;

export function paletteFor(theme: string, seed: string): Palette {
  const themed: Record<string, string> = { fish: 'ocean', sports: 'pitch', FISH: 'ocean', SPORTS: 'pitch', esports: 'midnight', ESPORTS: 'midnight', inhouse: 'ember', INHOUSE: 'ember' };
  const name = themed[theme] ?? general[hashString(seed) % general.length] ?? 'royal';
  return palettes[name] ?? (palettes.royal as Palette);
}

/** The font stack of all artwork: bold sans faces every system has, with Vietnamese glyphs. */
export const FONT = "'Segoe UI', 'Helvetica Neue', Roboto, Arial, 'Noto Sans', sans-serif";

/**
 * Splits a title into at most `maxLines` lines of about `perLine` characters,
 * on word boundaries, for SVG text (which does not wrap by itself).
 */
export function wrap(text: string, perLine: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if ([...next].length > perLine && current) {
      lines.push(current);
      current = word;
    } else {
      current = next;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** A four-pointed sparkle centred on (x, y). */
export function sparkle(x: number, y: number, r: number, fill: string, opacity: number): string {
  const k = r * 0.22;
  return `<path d="M${n1(x)} ${n1(y - r)} L${n1(x + k)} ${n1(y - k)} L${n1(x + r)} ${n1(y)} L${n1(x + k)} ${n1(y + k)} L${n1(x)} ${n1(y + r)} L${n1(x - k)} ${n1(y + k)} L${n1(x - r)} ${n1(y)} L${n1(x - k)} ${n1(y - k)} Z" fill="${fill}" opacity="${opacity.toFixed(2)}"/>`;
}

/** Shared gradient definitions: background, gold text, glow. */
export function baseDefs(p: Palette, id: string, angle: number): string {
  return `<linearGradient id="${id}-bg" gradientTransform="rotate(${n1(angle)} 0.5 0.5)">
<stop offset="0" stop-color="${p.bg[0]}"/><stop offset="0.55" stop-color="${p.bg[1]}"/><stop offset="1" stop-color="${p.bg[2]}"/></linearGradient>
<linearGradient id="${id}-gold" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${p.gold[0]}"/><stop offset="0.5" stop-color="${p.gold[1]}"/><stop offset="1" stop-color="${p.gold[2]}"/></linearGradient>
<radialGradient id="${id}-glow"><stop offset="0" stop-color="${p.gold[1]}" stop-opacity="0.55"/><stop offset="0.45" stop-color="${p.gold[2]}" stop-opacity="0.18"/><stop offset="1" stop-color="${p.bg[1]}" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}-accent"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>
<filter id="${id}-shadow" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="7"/><feOffset dy="6" result="blur"/><feFlood flood-color="#000" flood-opacity="0.55"/><feComposite in2="blur" operator="in" result="shadow"/><feMerge><feMergeNode in="shadow"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
<linearGradient id="${id}-fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.bg[0]}" stop-opacity="0.65"/><stop offset="1" stop-color="${p.bg[0]}" stop-opacity="0"/></linearGradient>`;
}
