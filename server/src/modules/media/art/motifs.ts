import { between, n1, pick, type Palette } from './kit';

/**
 * Illustrations drawn in a square of side `s` centred on (x, y). Each takes
 * the gradient id prefix of its picture (`g`) so it can use the gold fill.
 */
export interface MotifArgs {
  x: number;
  y: number;
  s: number;
  p: Palette;
  g: string;
  rnd: () => number;
}

type Motif = (a: MotifArgs) => string;

const coin = (x: number, y: number, r: number, g: string, p: Palette) =>
  `<g filter="url(#${g}-shadow)"><ellipse cx="${n1(x)}" cy="${n1(y + r * 0.12)}" rx="${n1(r)}" ry="${n1(r * 0.34)}" fill="${p.gold[2]}"/>` +
  `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(r)}" ry="${n1(r * 0.34)}" fill="url(#${g}-gold)"/>` +
  `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(r * 0.7)}" ry="${n1(r * 0.22)}" fill="none" stroke="${p.gold[2]}" stroke-width="${n1(r * 0.06)}" opacity="0.7"/></g>`;

const coins: Motif = ({ x, y, s, p, g, rnd }) => {
  const r = s * 0.3;
  let out = '';
  for (let i = 0; i < 6; i += 1) out += coin(x - s * 0.18, y + s * 0.42 - i * r * 0.24, r, g, p);
  for (let i = 0; i < 4; i += 1) out += coin(x + s * 0.3, y + s * 0.42 - i * r * 0.24, r * 0.9, g, p);
  for (let i = 0; i < 3; i += 1) {
    const cx = x + between(rnd, -s * 0.5, s * 0.55);
    const cy = y - s * 0.2 - between(rnd, 0, s * 0.35);
    out += `<g transform="rotate(${n1(between(rnd, -35, 35))} ${n1(cx)} ${n1(cy)})">${coin(cx, cy, r * 0.55, g, p)}</g>`;
  }
  return out;
};

const reels: Motif = ({ x, y, s, p, g, rnd }) => {
  const symbols = ['7', '★', '♦', '♣', 'BAR', '$'];
  const w = s * 0.36;
  const h = s * 0.62;
  let out = `<rect x="${n1(x - s * 0.62)}" y="${n1(y - h / 2 - s * 0.1)}" width="${n1(s * 1.24)}" height="${n1(h + s * 0.2)}" rx="${n1(s * 0.08)}" fill="${p.bg[0]}" stroke="url(#${g}-gold)" stroke-width="${n1(s * 0.03)}" filter="url(#${g}-shadow)"/>`;
  for (let i = 0; i < 3; i += 1) {
    const rx = x - s * 0.56 + i * (w + s * 0.02);
    const sym = i === 1 || rnd() < 0.5 ? '7' : pick(rnd, symbols);
    out += `<rect x="${n1(rx)}" y="${n1(y - h / 2)}" width="${n1(w)}" height="${n1(h)}" rx="${n1(s * 0.04)}" fill="#fbf6ff"/>`;
    out += `<text x="${n1(rx + w / 2)}" y="${n1(y + s * 0.1)}" font-size="${n1(sym.length > 1 ? s * 0.14 : s * 0.28)}" font-weight="900" text-anchor="middle" fill="${sym === '7' ? p.accent : p.bg[2]}">${sym}</text>`;
  }
  out += `<rect x="${n1(x - s * 0.66)}" y="${n1(y - 3)}" width="${n1(s * 1.32)}" height="6" fill="${p.accent}" opacity="0.8"/>`;
  return out;
};

const chip = (x: number, y: number, r: number, color: string, p: Palette) =>
  `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${color}"/>` +
  `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 0.82)}" fill="none" stroke="#fff" stroke-width="${n1(r * 0.16)}" stroke-dasharray="${n1(r * 0.35)} ${n1(r * 0.35)}"/>` +
  `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 0.55)}" fill="${color}" stroke="${p.gold[1]}" stroke-width="${n1(r * 0.05)}"/>`;

const chips: Motif = ({ x, y, s, p, g }) =>
  `<g filter="url(#${g}-shadow)">${chip(x - s * 0.3, y + s * 0.15, s * 0.28, '#b0124f', p)}${chip(x + s * 0.28, y + s * 0.2, s * 0.25, '#1d3fb3', p)}${chip(x, y - s * 0.2, s * 0.3, '#111', p)}</g>` +
  `<text x="${n1(x)}" y="${n1(y - s * 0.12)}" font-size="${n1(s * 0.18)}" font-weight="900" text-anchor="middle" fill="url(#${g}-gold)">VIP</text>`;

const card = (x: number, y: number, w: number, angle: number, suit: string, red: boolean) =>
  `<g transform="rotate(${n1(angle)} ${n1(x)} ${n1(y + w * 0.7)})"><rect x="${n1(x - w / 2)}" y="${n1(y - w * 0.7)}" width="${n1(w)}" height="${n1(w * 1.4)}" rx="${n1(w * 0.08)}" fill="#fffdf7" stroke="#d8cfa8" stroke-width="2"/>` +
  `<text x="${n1(x - w * 0.32)}" y="${n1(y - w * 0.42)}" font-size="${n1(w * 0.22)}" font-weight="800" fill="${red ? '#c8102e' : '#141414'}">A</text>` +
  `<text x="${n1(x)}" y="${n1(y + w * 0.2)}" font-size="${n1(w * 0.62)}" text-anchor="middle" fill="${red ? '#c8102e' : '#141414'}">${suit}</text></g>`;

const cards: Motif = ({ x, y, s, g }) =>
  `<g filter="url(#${g}-shadow)">${card(x - s * 0.18, y, s * 0.42, -18, '♠', false)}${card(x, y - s * 0.04, s * 0.42, 0, '♥', true)}${card(x + s * 0.18, y, s * 0.42, 18, '♦', true)}</g>`;

const fish: Motif = ({ x, y, s, p, g, rnd }) => {
  let out = '';
  for (let i = 0; i < 3; i += 1) {
    const wy = y + s * 0.35 + i * s * 0.12;
    out += `<path d="M${n1(x - s)} ${n1(wy)} q ${n1(s * 0.25)} ${n1(-s * 0.08)} ${n1(s * 0.5)} 0 t ${n1(s * 0.5)} 0 t ${n1(s * 0.5)} 0 t ${n1(s * 0.5)} 0" fill="none" stroke="${p.accent}" stroke-width="4" opacity="${n1(0.5 - i * 0.12)}"/>`;
  }
  const body = (fx: number, fy: number, k: number, flip: boolean) =>
    `<g transform="translate(${n1(fx)} ${n1(fy)}) scale(${flip ? -k : k} ${k})"><path d="M-60 0 C -30 -38 40 -38 60 0 C 40 38 -30 38 -60 0 Z" fill="url(#${g}-fish)"/><path d="M-58 0 L-95 -30 L-85 0 L-95 30 Z" fill="${p.gold[2]}"/><circle cx="35" cy="-8" r="7" fill="#0b1020"/><circle cx="37" cy="-10" r="2.5" fill="#fff"/><path d="M-10 -24 C 0 -10 0 10 -10 24" stroke="${p.gold[2]}" stroke-width="4" fill="none" opacity="0.6"/></g>`;
  out += `<defs><linearGradient id="${g}-fish" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.gold[0]}"/><stop offset="1" stop-color="${p.gold[1]}"/></linearGradient></defs>`;
  out += body(x, y - s * 0.05, s / 110, false) + body(x - s * 0.55, y + s * 0.15, s / 260, true) + body(x + s * 0.5, y - s * 0.35, s / 300, false);
  for (let i = 0; i < 9; i += 1) {
    out += `<circle cx="${n1(x + between(rnd, -s * 0.8, s * 0.8))}" cy="${n1(y + between(rnd, -s * 0.6, s * 0.3))}" r="${n1(between(rnd, 4, 14))}" fill="none" stroke="${p.soft}" stroke-width="2" opacity="0.5"/>`;
  }
  return out;
};

const ball: Motif = ({ x, y, s, p, g }) => {
  const r = s * 0.42;
  const pent = (cx: number, cy: number, k: number) =>
    `<path d="${Array.from({ length: 5 }, (_, i) => {
      const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
      return `${i === 0 ? 'M' : 'L'}${n1(cx + Math.cos(a) * k)} ${n1(cy + Math.sin(a) * k)}`;
    }).join(' ')} Z" fill="#15151f"/>`;
  let out = `<g filter="url(#${g}-shadow)"><circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="#f7f7f7"/>`;
  out += pent(x, y, r * 0.3);
  for (let i = 0; i < 5; i += 1) {
    const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
    out += pent(x + Math.cos(a) * r * 0.78, y + Math.sin(a) * r * 0.78, r * 0.2);
    out += `<line x1="${n1(x + Math.cos(a) * r * 0.3)}" y1="${n1(y + Math.sin(a) * r * 0.3)}" x2="${n1(x + Math.cos(a) * r * 0.62)}" y2="${n1(y + Math.sin(a) * r * 0.62)}" stroke="#15151f" stroke-width="3"/>`;
  }
  out += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="none" stroke="${p.gold[1]}" stroke-width="4"/></g>`;
  for (let i = 0; i < 3; i += 1) {
    out += `<path d="M${n1(x - r * 1.12 - i * s * 0.04)} ${n1(y - r * 0.4 + i * r * 0.4)} h ${n1(-s * 0.2)}" stroke="${p.accent}" stroke-width="6" stroke-linecap="round" opacity="${n1(0.7 - i * 0.2)}"/>`;
  }
  return out;
};

const esports: Motif = ({ x, y, s, p, g }) => {
  const hex = (cx: number, cy: number, r: number, o: number) =>
    `<path d="${Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i;
      return `${i === 0 ? 'M' : 'L'}${n1(cx + Math.cos(a) * r)} ${n1(cy + Math.sin(a) * r)}`;
    }).join(' ')} Z" fill="none" stroke="${p.accent}" stroke-width="3" opacity="${o}"/>`;
  let out = '';
  const r = s * 0.16;
  for (let q = -2; q <= 2; q += 1) {
    for (let k = -2; k <= 2; k += 1) {
      const cx = x + q * r * 1.5;
      const cy = y + k * r * Math.sqrt(3) + (q % 2 === 0 ? 0 : (r * Math.sqrt(3)) / 2);
      out += hex(cx, cy, r * 0.92, 0.12 + 0.1 * ((q + k + 4) % 3));
    }
  }
  out += `<path filter="url(#${g}-shadow)" d="M${n1(x + s * 0.08)} ${n1(y - s * 0.5)} L${n1(x - s * 0.22)} ${n1(y + s * 0.05)} L${n1(x)} ${n1(y + s * 0.05)} L${n1(x - s * 0.1)} ${n1(y + s * 0.5)} L${n1(x + s * 0.24)} ${n1(y - s * 0.08)} L${n1(x + s * 0.02)} ${n1(y - s * 0.08)} Z" fill="url(#${g}-gold)"/>`;
  return out;
};

const lottoBall = (x: number, y: number, r: number, num: number, color: string) =>
  `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${color}"/><circle cx="${n1(x - r * 0.3)}" cy="${n1(y - r * 0.35)}" r="${n1(r * 0.35)}" fill="#fff" opacity="0.35"/>` +
  `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 0.55)}" fill="#fff"/><text x="${n1(x)}" y="${n1(y + r * 0.22)}" font-size="${n1(r * 0.62)}" font-weight="900" text-anchor="middle" fill="#1a1a1a">${num}</text>`;

const lottery: Motif = ({ x, y, s, g, rnd }) => {
  const colors = ['#e63946', '#f4a261', '#2a9d8f', '#457b9d', '#9b5de5'];
  let out = `<g filter="url(#${g}-shadow)">`;
  const r = s * 0.17;
  const drawn = new Set<number>();
  while (drawn.size < 5) drawn.add(Math.floor(between(rnd, 1, 46)));
  [...drawn].forEach((num, i) => {
    const bx = x + (i - 2) * r * 2.05;
    const by = y + (i % 2 === 0 ? r * 0.5 : -r * 0.5);
    out += lottoBall(bx, by, r, num, colors[i] ?? '#e63946');
  });
  return `${out}</g>`;
};

const phone: Motif = ({ x, y, s, p, g }) =>
  `<g filter="url(#${g}-shadow)"><rect x="${n1(x - s * 0.26)}" y="${n1(y - s * 0.5)}" width="${n1(s * 0.52)}" height="${n1(s)}" rx="${n1(s * 0.07)}" fill="${p.bg[0]}" stroke="url(#${g}-gold)" stroke-width="${n1(s * 0.03)}"/>` +
  `<rect x="${n1(x - s * 0.22)}" y="${n1(y - s * 0.43)}" width="${n1(s * 0.44)}" height="${n1(s * 0.84)}" rx="${n1(s * 0.03)}" fill="${p.bg[2]}"/>` +
  `<path d="M${n1(x)} ${n1(y - s * 0.25)} v ${n1(s * 0.3)} m ${n1(-s * 0.12)} ${n1(-s * 0.12)} l ${n1(s * 0.12)} ${n1(s * 0.12)} l ${n1(s * 0.12)} ${n1(-s * 0.12)}" stroke="url(#${g}-gold)" stroke-width="${n1(s * 0.045)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<rect x="${n1(x - s * 0.13)}" y="${n1(y + s * 0.16)}" width="${n1(s * 0.26)}" height="${n1(s * 0.04)}" rx="4" fill="url(#${g}-gold)"/></g>`;

/** The gift box is always ruby: a cyan or green box looks like a toy, not a prize. */
const gift: Motif = ({ x, y, s, g }) =>
  `<g filter="url(#${g}-shadow)"><rect x="${n1(x - s * 0.4)}" y="${n1(y - s * 0.1)}" width="${n1(s * 0.8)}" height="${n1(s * 0.55)}" rx="10" fill="#b3124f"/>` +
  `<rect x="${n1(x - s * 0.46)}" y="${n1(y - s * 0.26)}" width="${n1(s * 0.92)}" height="${n1(s * 0.18)}" rx="10" fill="#d81b60"/>` +
  `<rect x="${n1(x - s * 0.07)}" y="${n1(y - s * 0.26)}" width="${n1(s * 0.14)}" height="${n1(s * 0.71)}" fill="url(#${g}-gold)"/>` +
  `<path d="M${n1(x)} ${n1(y - s * 0.26)} C ${n1(x - s * 0.35)} ${n1(y - s * 0.6)} ${n1(x - s * 0.4)} ${n1(y - s * 0.2)} ${n1(x)} ${n1(y - s * 0.26)} C ${n1(x + s * 0.4)} ${n1(y - s * 0.2)} ${n1(x + s * 0.35)} ${n1(y - s * 0.6)} ${n1(x)} ${n1(y - s * 0.26)} Z" fill="url(#${g}-gold)"/></g>`;

const shield: Motif = ({ x, y, s, p, g }) =>
  `<g filter="url(#${g}-shadow)"><path d="M${n1(x)} ${n1(y - s * 0.5)} L${n1(x + s * 0.4)} ${n1(y - s * 0.34)} V${n1(y)} C ${n1(x + s * 0.4)} ${n1(y + s * 0.3)} ${n1(x + s * 0.15)} ${n1(y + s * 0.45)} ${n1(x)} ${n1(y + s * 0.52)} C ${n1(x - s * 0.15)} ${n1(y + s * 0.45)} ${n1(x - s * 0.4)} ${n1(y + s * 0.3)} ${n1(x - s * 0.4)} ${n1(y)} V${n1(y - s * 0.34)} Z" fill="url(#${g}-gold)"/>` +
  `<path d="M${n1(x - s * 0.17)} ${n1(y)} l ${n1(s * 0.12)} ${n1(s * 0.13)} l ${n1(s * 0.24)} ${n1(-s * 0.28)}" stroke="${p.bg[0]}" stroke-width="${n1(s * 0.07)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`;

const dice: Motif = ({ x, y, s, p, g }) => {
  const die = (cx: number, cy: number, k: number, angle: number, pips: number[][]) =>
    `<g transform="rotate(${angle} ${n1(cx)} ${n1(cy)})"><rect x="${n1(cx - k / 2)}" y="${n1(cy - k / 2)}" width="${n1(k)}" height="${n1(k)}" rx="${n1(k * 0.18)}" fill="#fffdf7" stroke="${p.gold[2]}" stroke-width="3"/>` +
    pips.map(([px = 0, py = 0]) => `<circle cx="${n1(cx + px * k * 0.27)}" cy="${n1(cy + py * k * 0.27)}" r="${n1(k * 0.085)}" fill="${p.bg[1]}"/>`).join('') +
    '</g>';
  const curve = `<path d="M${n1(x - s * 0.7)} ${n1(y + s * 0.45)} C ${n1(x - s * 0.1)} ${n1(y + s * 0.4)} ${n1(x + s * 0.3)} ${n1(y + s * 0.1)} ${n1(x + s * 0.7)} ${n1(y - s * 0.5)}" stroke="${p.accent}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  return `${curve}<g filter="url(#${g}-shadow)">${die(x - s * 0.2, y + s * 0.05, s * 0.42, -12, [[-1, -1], [0, 0], [1, 1]])}${die(x + s * 0.25, y - s * 0.12, s * 0.36, 14, [[-1, -1], [1, -1], [-1, 1], [1, 1], [0, 0]])}</g>`;
};

const trophy: Motif = ({ x, y, s, p, g }) =>
  `<g filter="url(#${g}-shadow)"><path d="M${n1(x - s * 0.3)} ${n1(y - s * 0.45)} H${n1(x + s * 0.3)} V${n1(y - s * 0.2)} C ${n1(x + s * 0.3)} ${n1(y + s * 0.05)} ${n1(x + s * 0.15)} ${n1(y + s * 0.15)} ${n1(x)} ${n1(y + s * 0.15)} C ${n1(x - s * 0.15)} ${n1(y + s * 0.15)} ${n1(x - s * 0.3)} ${n1(y + s * 0.05)} ${n1(x - s * 0.3)} ${n1(y - s * 0.2)} Z" fill="url(#${g}-gold)"/>` +
  `<path d="M${n1(x - s * 0.3)} ${n1(y - s * 0.38)} h ${n1(-s * 0.14)} v ${n1(s * 0.1)} c 0 ${n1(s * 0.12)} ${n1(s * 0.08)} ${n1(s * 0.18)} ${n1(s * 0.17)} ${n1(s * 0.2)} M${n1(x + s * 0.3)} ${n1(y - s * 0.38)} h ${n1(s * 0.14)} v ${n1(s * 0.1)} c 0 ${n1(s * 0.12)} ${n1(-s * 0.08)} ${n1(s * 0.18)} ${n1(-s * 0.17)} ${n1(s * 0.2)}" stroke="url(#${g}-gold)" stroke-width="${n1(s * 0.04)}" fill="none"/>` +
  `<rect x="${n1(x - s * 0.05)}" y="${n1(y + s * 0.15)}" width="${n1(s * 0.1)}" height="${n1(s * 0.15)}" fill="${p.gold[2]}"/>` +
  `<rect x="${n1(x - s * 0.22)}" y="${n1(y + s * 0.3)}" width="${n1(s * 0.44)}" height="${n1(s * 0.12)}" rx="6" fill="url(#${g}-gold)"/>` +
  `<text x="${n1(x)}" y="${n1(y - s * 0.12)}" font-size="${n1(s * 0.2)}" font-weight="900" text-anchor="middle" fill="${p.bg[0]}">1</text></g>`;

const percent: Motif = ({ x, y, s, p, g }) =>
  `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(s * 0.46)}" fill="url(#${g}-accent)"/>` +
  `<text x="${n1(x)}" y="${n1(y + s * 0.2)}" font-size="${n1(s * 0.62)}" font-weight="900" text-anchor="middle" fill="url(#${g}-gold)" filter="url(#${g}-shadow)" stroke="${p.gold[2]}" stroke-width="2">%</text>`;

export const motifs: Record<string, Motif> = {
  coins,
  reels,
  chips,
  cards,
  fish,
  ball,
  esports,
  lottery,
  phone,
  gift,
  shield,
  dice,
  trophy,
  percent,
};

/** Which illustration suits a banner group, a game category or a promotion category. */
export function motifFor(theme: string): Motif {
  const byTheme: Record<string, keyof typeof motifs> = {
    home: 'coins',
    rng: 'reels',
    RNG: 'reels',
    slots: 'reels',
    live: 'chips',
    LIVE: 'chips',
    fish: 'fish',
    FISH: 'fish',
    pvp: 'cards',
    PVP: 'cards',
    cards: 'cards',
    sports: 'ball',
    SPORTS: 'ball',
    esports: 'esports',
    ESPORTS: 'esports',
    lottery: 'lottery',
    LOTT: 'lottery',
    ELOTT: 'lottery',
    lotto: 'lottery',
    down: 'phone',
    app: 'phone',
    promotions: 'gift',
    new_player: 'gift',
    shop: 'gift',
    points: 'gift',
    help: 'shield',
    register: 'coins',
    inhouse: 'dice',
    INHOUSE: 'dice',
    ranking: 'trophy',
    deposit: 'percent',
    rebate: 'percent',
    referral: 'coins',
  };
  return motifs[byTheme[theme] ?? 'coins'] ?? coins;
}
