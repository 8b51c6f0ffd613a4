import { motifFor } from './motifs';
import { baseDefs, between, escapeXml, FONT, lineHeightFor, n1, palettes, paletteFor, seeded, spacingFor, sparkle, svgLang, textEm, textWidth, wrap } from './kit';

const svg = (w: number, h: number, body: string, label: string, lang?: string) => {
  const tag = lang ? svgLang[lang] : undefined;
  const langAttr = tag ? ` xml:lang="${tag}" lang="${tag}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg"${langAttr} width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}" font-family="${FONT}">${body}</svg>`;
};

function rays(cx: number, cy: number, count: number, length: number, color: string, rnd: () => number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const a = (Math.PI * 2 * i) / count + between(rnd, -0.05, 0.05);
    const spread = 0.07;
    const x1 = cx + Math.cos(a - spread) * length;
    const y1 = cy + Math.sin(a - spread) * length;
    const x2 = cx + Math.cos(a + spread) * length;
    const y2 = cy + Math.sin(a + spread) * length;
    out += `<path d="M${n1(cx)} ${n1(cy)} L${n1(x1)} ${n1(y1)} L${n1(x2)} ${n1(y2)} Z" fill="${color}" opacity="0.05"/>`;
  }
  return out;
}

function sparkles(w: number, h: number, count: number, fill: string, rnd: () => number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += sparkle(between(rnd, 0, w), between(rnd, 0, h), between(rnd, 4, 16), fill, between(rnd, 0.25, 0.85));
  }
  return out;
}

/** The largest font size (up to `max`) at which the longest line fits `width` (bold caps about 0.7 em each, see textEm). */
function fitSize(lines: string[], width: number, max: number, latin = 0.7): number {
  const longest = Math.max(1, ...lines.map((l) => textEm(l, latin)));
  return Math.min(max, Math.floor(width / longest));
}

export interface BannerArt {
  id: string;
  title: string;
  subtitle: string;
  group: string;
  /** what the banner is about when it differs from its group (a home banner about live casino) */
  theme?: string;
  /** the button's words, already in the banner's language */
  cta: string;
  /** language code of the text (TY, VI, EN, CN, TH, ID) */
  lang?: string;
}

/** A 1920×560 hero: gradient, glow and rays, the group's illustration on the right, the title on the left. */
export function bannerSvg(b: BannerArt): string {
  const W = 1920;
  const H = 560;
  const rnd = seeded(`banner:${b.id}`);
  const theme = b.theme ?? b.group;
  const p = paletteFor(theme, b.id);
  const g = 'b';
  const mx = between(rnd, 1360, 1520);
  const my = between(rnd, 250, 300);
  const lines = wrap(b.title.toUpperCase(), 16, 2);
  // measured as the widest fallback face's bold capitals (with the letter-spacing), so the title stays clear of the illustration
  const size = fitSize(lines, 980, 100, 0.78);
  const lineHeight = size * lineHeightFor(b.title);
  const titleTop = lines.length === 1 ? 230 : 180;
  const title = lines
    .map(
      (line, i) =>
        `<text x="140" y="${n1(titleTop + i * lineHeight)}" font-size="${size}" font-weight="900" letter-spacing="${spacingFor(line, 2)}" fill="url(#${g}-gold)" filter="url(#${g}-shadow)">${escapeXml(line)}</text>`,
    )
    .join('');
  const subY = titleTop + (lines.length - 1) * lineHeight + 72;
  // the subtitle keeps to the faded left part, clear of the illustration
  const subSize = Math.max(22, Math.min(36, Math.floor(1040 / Math.max(1, textEm(b.subtitle, 0.56)))));
  const cta = b.cta;
  const ctaSpacing = spacingFor(cta, 3);
  // bold capitals of the fallback faces run wider than Segoe UI's: room for them in the button
  const ctaW = Math.round(72 + textWidth(cta, 28, 0.76, ctaSpacing));
  const body =
    `<defs>${baseDefs(p, g, between(rnd, 10, 40))}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${g}-bg)"/>` +
    `<circle cx="${n1(between(rnd, 100, 600))}" cy="${n1(between(rnd, -80, 120))}" r="420" fill="url(#${g}-accent)"/>` +
    rays(mx, my, 20, 760, p.gold[1], rnd) +
    `<circle cx="${n1(mx)}" cy="${n1(my)}" r="520" fill="url(#${g}-glow)"/>` +
    `<path d="M0 ${H - 70} C 480 ${H - 150} 1300 ${H - 10} ${W} ${H - 110} V${H} H0 Z" fill="${p.bg[0]}" opacity="0.45"/>` +
    sparkles(W, H, 26, p.gold[0], rnd) +
    motifFor(theme)({ x: mx, y: my, s: 360, p, g, rnd }) +
    `<rect x="0" y="0" width="1250" height="${H}" fill="url(#${g}-fade)"/>` +
    title +
    `<text x="144" y="${n1(subY)}" font-size="${subSize}" font-weight="600" fill="${p.soft}">${escapeXml(b.subtitle)}</text>` +
    `<rect x="140" y="${n1(subY + 40)}" width="${ctaW}" height="68" rx="34" fill="url(#${g}-gold)" filter="url(#${g}-shadow)"/>` +
    `<text x="${140 + ctaW / 2}" y="${n1(subY + 85)}" font-size="28" font-weight="800" letter-spacing="${ctaSpacing}" text-anchor="middle" fill="${p.bg[0]}">${escapeXml(cta)}</text>` +
    `<rect x="0" y="${H - 6}" width="${W}" height="6" fill="url(#${g}-gold)" opacity="0.8"/>`;
  return svg(W, H, body, b.title, b.lang);
}

export interface VendorArt {
  code: string;
  name: string;
  category: string;
}

/** A 320×200 logo tile: an emblem with the vendor code, the name under it. */
export function vendorSvg(v: VendorArt): string {
  const W = 320;
  const H = 200;
  const rnd = seeded(`vendor:${v.code}`);
  const p = paletteFor(v.category, v.code);
  const g = 'v';
  const ex = 160;
  const ey = 84;
  const shape = Math.floor(rnd() * 3);
  const r = 52;
  const emblem =
    shape === 0
      ? `<circle cx="${ex}" cy="${ey}" r="${r}" fill="url(#${g}-gold)" filter="url(#${g}-shadow)"/><circle cx="${ex}" cy="${ey}" r="${r - 7}" fill="none" stroke="${p.bg[0]}" stroke-width="2" opacity="0.5"/>`
      : shape === 1
        ? `<path d="${Array.from({ length: 6 }, (_, i) => {
            const a = (Math.PI / 3) * i + Math.PI / 6;
            return `${i === 0 ? 'M' : 'L'}${n1(ex + Math.cos(a) * r)} ${n1(ey + Math.sin(a) * r)}`;
          }).join(' ')} Z" fill="url(#${g}-gold)" filter="url(#${g}-shadow)"/>`
        : `<rect x="${ex - r * 0.78}" y="${ey - r * 0.78}" width="${n1(r * 1.56)}" height="${n1(r * 1.56)}" rx="14" transform="rotate(45 ${ex} ${ey})" fill="url(#${g}-gold)" filter="url(#${g}-shadow)"/>`;
  const code = v.code.slice(0, 5);
  const codeSize = code.length <= 2 ? 42 : code.length === 3 ? 34 : code.length === 4 ? 27 : 22;
  const name = [...v.name].length > 22 ? `${[...v.name].slice(0, 21).join('')}…` : v.name;
  const body =
    `<defs>${baseDefs(p, g, between(rnd, 20, 70))}<clipPath id="${g}-clip"><rect width="${W}" height="${H}" rx="20"/></clipPath></defs>` +
    `<g clip-path="url(#${g}-clip)"><rect width="${W}" height="${H}" fill="url(#${g}-bg)"/>` +
    `<circle cx="${ex}" cy="${ey}" r="150" fill="url(#${g}-glow)"/>` +
    `<circle cx="${n1(between(rnd, 0, W))}" cy="${n1(between(rnd, 120, 220))}" r="120" fill="url(#${g}-accent)"/>` +
    sparkles(W, H, 8, p.gold[0], rnd) +
    emblem +
    `<text x="${ex}" y="${ey + codeSize * 0.36}" font-size="${codeSize}" font-weight="900" text-anchor="middle" fill="${p.bg[0]}">${escapeXml(code)}</text>` +
    `<text x="${W / 2}" y="172" font-size="22" font-weight="800" text-anchor="middle" fill="#ffffff">${escapeXml(name)}</text>` +
    `<text x="16" y="26" font-size="12" font-weight="700" letter-spacing="2" fill="${p.soft}" opacity="0.8">${escapeXml(v.category)}</text></g>` +
    `<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="19" fill="none" stroke="${p.gold[1]}" stroke-opacity="0.45" stroke-width="2"/>`;
  return svg(W, H, body, v.name);
}

export interface PromotionArt {
  id: string;
  title: string;
  category: string;
  /** the category chip, already in the card's language */
  label: string;
  lang?: string;
}

/** An 800×400 promotion card: the category's illustration and the title. */
export function promotionSvg(pr: PromotionArt): string {
  const W = 800;
  const H = 400;
  const rnd = seeded(`promo:${pr.id}`);
  const p = paletteFor(pr.category, pr.id);
  const g = 'p';
  const lines = wrap(pr.title.toUpperCase(), 13, 3);
  // clear of the illustration, which starts near x 520
  const size = fitSize(lines, 450, 54);
  const lineHeight = size * Math.max(1.08, lineHeightFor(pr.title));
  const top = 200 - ((lines.length - 1) * lineHeight) / 2;
  const label = pr.label.toUpperCase();
  const labelSpacing = spacingFor(label, 2);
  const labelW = textWidth(label, 16, 0.66, labelSpacing);
  const body =
    `<defs>${baseDefs(p, g, between(rnd, 0, 45))}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${g}-bg)"/>` +
    rays(600, 200, 14, 600, p.gold[1], rnd) +
    `<circle cx="600" cy="200" r="260" fill="url(#${g}-glow)"/>` +
    sparkles(W, H, 14, p.gold[0], rnd) +
    motifFor(pr.category)({ x: 630, y: 210, s: 210, p, g, rnd }) +
    `<rect x="40" y="36" width="${n1(40 + labelW)}" height="34" rx="17" fill="${p.accent}" opacity="0.9"/>` +
    `<text x="${n1(60 + labelW / 2)}" y="59" font-size="16" font-weight="800" letter-spacing="${labelSpacing}" text-anchor="middle" fill="${p.bg[0]}">${escapeXml(label)}</text>` +
    lines
      .map(
        (line, i) =>
          `<text x="40" y="${n1(top + i * lineHeight + size * 0.35)}" font-size="${size}" font-weight="900" fill="url(#${g}-gold)" filter="url(#${g}-shadow)">${escapeXml(line)}</text>`,
      )
      .join('') +
    `<rect x="0" y="${H - 5}" width="${W}" height="5" fill="url(#${g}-gold)"/>`;
  return svg(W, H, body, pr.title, pr.lang);
}

/** The default avatar: a gold silhouette on the brand purple. */
export function defaultAvatarSvg(): string {
  const p = paletteFor('avatar', 'royal-default');
  const g = 'a';
  const body =
    `<defs>${baseDefs(p, g, 35)}<clipPath id="${g}-c"><circle cx="100" cy="100" r="100"/></clipPath></defs>` +
    `<g clip-path="url(#${g}-c)"><rect width="200" height="200" fill="url(#${g}-bg)"/>` +
    `<circle cx="100" cy="80" r="90" fill="url(#${g}-glow)"/>` +
    `<circle cx="100" cy="78" r="36" fill="url(#${g}-gold)"/>` +
    `<path d="M28 200 C 28 140 62 122 100 122 C 138 122 172 140 172 200 Z" fill="url(#${g}-gold)"/></g>`;
  return svg(200, 200, body, 'Avatar');
}

const PRESET_PALETTES = ['royal', 'amethyst', 'velvet', 'midnight', 'ocean', 'pitch', 'ember', 'royal'] as const;
const PRESET_MOTIFS = ['person', 'star', 'crown', 'lotus', 'person', 'diamond', 'flame', 'moon'] as const;

/** The avatars a member may pick (1 to 8): each its palette and its emblem, drawn like the default one. */
export function presetAvatarSvg(n: number): string {
  const p = palettes[PRESET_PALETTES[(n - 1) % PRESET_PALETTES.length] ?? 'royal'] ?? paletteFor('avatar', 'royal-default');
  const motif = PRESET_MOTIFS[(n - 1) % PRESET_MOTIFS.length] ?? 'person';
  const g = `p${n}`;
  const gold = `url(#${g}-gold)`;
  const emblems: Record<(typeof PRESET_MOTIFS)[number], string> = {
    person: `<circle cx="100" cy="78" r="36" fill="${gold}"/><path d="M28 200 C 28 140 62 122 100 122 C 138 122 172 140 172 200 Z" fill="${gold}"/>`,
    star: `<path d="M100 30 L120 80 L174 84 L132 118 L146 170 L100 142 L54 170 L68 118 L26 84 L80 80 Z" fill="${gold}"/>`,
    crown: `<path d="M36 140 L44 64 L74 100 L100 50 L126 100 L156 64 L164 140 Z" fill="${gold}"/><rect x="36" y="148" width="128" height="18" rx="6" fill="${gold}"/>`,
    lotus: `<path d="M100 46 C 120 80 120 120 100 150 C 80 120 80 80 100 46 Z M100 150 C 70 140 46 112 40 80 C 70 86 92 110 100 150 Z M100 150 C 130 140 154 112 160 80 C 130 86 108 110 100 150 Z" fill="${gold}"/><rect x="50" y="156" width="100" height="10" rx="5" fill="${gold}"/>`,
    diamond: `<path d="M60 60 L140 60 L170 96 L100 170 L30 96 Z" fill="${gold}"/><path d="M30 96 L170 96 M80 60 L100 170 L120 60" stroke="${p.bg[1]}" stroke-width="4" fill="none" opacity="0.5"/>`,
    flame: `<path d="M100 30 C 130 70 160 96 150 136 C 142 166 120 178 100 178 C 80 178 58 166 50 136 C 42 104 70 90 80 60 C 90 84 96 96 100 30 Z" fill="${gold}"/>`,
    moon: `<path d="M126 36 A 70 70 0 1 0 164 142 A 56 56 0 1 1 126 36 Z" fill="${gold}"/>`,
  };
  const body =
    `<defs>${baseDefs(p, g, 35 + n * 20)}<clipPath id="${g}-c"><circle cx="100" cy="100" r="100"/></clipPath></defs>` +
    `<g clip-path="url(#${g}-c)"><rect width="200" height="200" fill="url(#${g}-bg)"/>` +
    `<circle cx="100" cy="90" r="90" fill="url(#${g}-glow)"/>${emblems[motif]}</g>`;
  return svg(200, 200, body, 'Avatar');
}

export interface GameArt {
  /** the game's node id: the same id always draws the same tile */
  id: string;
  name: string;
  vendor: string;
  category: string;
}

/** A 300×300 game tile: the category's illustration on the brand's purple, the name in gold, the vendor's badge. */
export function gameSvg(game: GameArt): string {
  const W = 300;
  const H = 300;
  const rnd = seeded(`game:${game.id}`);
  const p = paletteFor(game.category, game.id);
  const g = 'gt';
  const lines = wrap(game.name.toUpperCase(), 14, 2);
  const size = fitSize(lines, 260, 32);
  const top = H - 30 - (lines.length - 1) * size * 1.08;
  const badge = game.vendor.slice(0, 5);
  const body =
    `<defs>${baseDefs(p, g, between(rnd, 0, 90))}<clipPath id="${g}-clip"><rect width="${W}" height="${H}" rx="22"/></clipPath>` +
    `<linearGradient id="${g}-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="${p.bg[0]}" stop-opacity="0"/><stop offset="1" stop-color="${p.bg[0]}" stop-opacity="0.92"/></linearGradient></defs>` +
    `<g clip-path="url(#${g}-clip)"><rect width="${W}" height="${H}" fill="url(#${g}-bg)"/>` +
    rays(150, 118, 16, 300, p.gold[1], rnd) +
    `<circle cx="150" cy="118" r="150" fill="url(#${g}-glow)"/>` +
    `<circle cx="${n1(between(rnd, 0, W))}" cy="${n1(between(rnd, 0, 120))}" r="110" fill="url(#${g}-accent)"/>` +
    sparkles(W, H * 0.6, 9, p.gold[0], rnd) +
    motifFor(game.category)({ x: 150, y: 118, s: 150, p, g, rnd }) +
    `<rect width="${W}" height="${H}" fill="url(#${g}-shade)"/>` +
    lines
      .map(
        (line, i) =>
          `<text x="150" y="${n1(top + i * size * 1.08)}" font-size="${size}" font-weight="900" text-anchor="middle" fill="url(#${g}-gold)" filter="url(#${g}-shadow)">${escapeXml(line)}</text>`,
      )
      .join('') +
    `<rect x="14" y="14" width="${n1(22 + badge.length * 11)}" height="26" rx="13" fill="${p.bg[0]}" fill-opacity="0.7" stroke="${p.gold[1]}" stroke-opacity="0.7"/>` +
    `<text x="${n1(25 + (badge.length * 11) / 2)}" y="32" font-size="13" font-weight="800" letter-spacing="1" text-anchor="middle" fill="${p.gold[0]}">${escapeXml(badge)}</text></g>` +
    `<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="21" fill="none" stroke="${p.gold[1]}" stroke-opacity="0.5" stroke-width="2"/>`;
  return svg(W, H, body, game.name);
}
