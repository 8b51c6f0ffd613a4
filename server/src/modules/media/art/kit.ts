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

/**
 * The font stack of all artwork: bold sans faces every system has, with
 * Vietnamese glyphs, then the faces with Thai and simplified Chinese glyphs
 * (Noto, the Thai TLWG fonts of Linux, and the Windows and macOS ones), which
 * the renderer falls back to per character.
 */
export const FONT =
  "'Segoe UI', 'Helvetica Neue', Roboto, Arial, 'Noto Sans', 'Noto Sans Thai', 'Noto Sans Thai UI', 'Leelawadee UI', Thonburi, Loma, Garuda, 'Noto Sans CJK SC', 'Source Han Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";

/** BCP 47 tag of the artwork's text for the content languages, so the renderer picks Chinese or Thai glyph shapes. */
export const svgLang: Record<string, string> = { TY: 'vi', VI: 'vi', EN: 'en', CN: 'zh-CN', TH: 'th', ID: 'id' };

/** Han, kana, Hangul and full-width forms: one em wide, and a line may break between any two. */
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const MARK = /\p{M}/u;
const THAI = /[\u0e00-\u0e7f]/u;

/**
 * Rough advance of `text` in em of a bold face: `latin` em per Latin letter
 * or digit (about 0.7 for bold capitals, 0.56 for mixed case), one em per
 * wide character, none for combining marks (Thai vowels and tone marks above
 * and below, decomposed Vietnamese accents). SVG text is measured nowhere,
 * so layout works from this estimate.
 */
export function textEm(text: string, latin = 0.7): number {
  let em = 0;
  for (const ch of text) {
    if (MARK.test(ch)) continue;
    if (WIDE.test(ch)) em += 1;
    else if (THAI.test(ch)) em += 0.62;
    else if (ch === ' ') em += 0.3;
    else em += latin;
  }
  return em;
}

/** Pixels taken by `text` at `size` with `spacing` letter-spacing (combining marks add none). */
export function textWidth(text: string, size: number, latin: number, spacing = 0): number {
  const visible = [...text].filter((ch) => !MARK.test(ch)).length;
  return textEm(text, latin) * size + visible * spacing;
}

/** Letter-spacing for `text`: none for Thai (it would pull the vowel and tone marks off their letters) or Chinese. */
export function spacingFor(text: string, px: number): number {
  return [...text].some((ch) => WIDE.test(ch) || THAI.test(ch)) ? 0 : px;
}

/** Accents above capitals (Vietnamese) and marks above and below (Thai) need taller lines. */
export function lineHeightFor(text: string): number {
  return [...text].some((ch) => ch.charCodeAt(0) > 0x7f) ? 1.2 : 1.05;
}

/**
 * Splits a title into at most `maxLines` lines of about `perLine` bold
 * capitals each (wide characters count as more), on word boundaries and
 * between Chinese characters, for SVG text (which does not wrap by itself).
 */
export function wrap(text: string, perLine: number, maxLines: number): string[] {
  const limit = perLine * 0.7;
  const tokens: Array<{ text: string; gap: boolean }> = [];
  for (const word of text.trim().split(/\s+/)) {
    const pieces = word.match(new RegExp(`${WIDE.source}|(?:(?!${WIDE.source}).)+`, 'gu')) ?? [];
    pieces.forEach((piece, i) => tokens.push({ text: piece, gap: i === 0 }));
  }
  const lines: string[] = [];
  let current = '';
  for (const token of tokens) {
    const next = current ? `${current}${token.gap ? ' ' : ''}${token.text}` : token.text;
    if (textEm(next) > limit && current) {
      lines.push(current);
      current = token.text;
    } else {
      current = next;
    }
  }
  if (current) lines.push(current);
  if (lines.length === 2 && maxLines >= 2) return balanced(tokens, lines);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/**
 * Two lines of about equal width, the first not the shorter one, so no word
 * is left alone on the second line ('ĐÊM CASINO / TRỰC TIẾP', not 'ĐÊM
 * CASINO TRỰC / TIẾP'); the greedy lines when no split is better.
 */
function balanced(tokens: Array<{ text: string; gap: boolean }>, greedy: string[]): string[] {
  const join = (list: typeof tokens) => list.map((t, i) => (i > 0 && t.gap ? ' ' : '') + t.text).join('');
  let best = greedy;
  let bestWidth = Math.max(...greedy.map((l) => textEm(l)));
  for (let i = 1; i < tokens.length; i += 1) {
    const first = join(tokens.slice(0, i));
    const second = join(tokens.slice(i));
    const [a, b] = [textEm(first), textEm(second)];
    if (a >= b && a < bestWidth) {
      best = [first, second];
      bestWidth = a;
    }
  }
  return best;
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
