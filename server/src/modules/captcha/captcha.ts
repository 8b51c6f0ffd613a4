import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { equalHex, randomToken, sha256Hex } from '../../lib/hash';
import { captchaAlphabet, strokesOf } from './glyphs';

export const CAPTCHA_TTL_SECONDS = 5 * 60;
const LENGTH = 5;
const WIDTH = 150;
const HEIGHT = 50;

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);
const fixed = (n: number) => n.toFixed(1);

function answerHash(key: string, answer: string): string {
  return sha256Hex(`${key}:${answer.trim().toUpperCase()}`);
}

/** The SVG of a captcha: each character a jittered, rotated stroke drawing, over noise curves. */
export function renderCaptcha(answer: string): string {
  const palette = ['#4c1d95', '#6d28d9', '#7c3aed', '#9d174d', '#1e3a8a', '#065f46'];
  const parts: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const color = palette[randomInt(0, palette.length)];
    parts.push(
      `<path d="M${fixed(rand(0, 20))} ${fixed(rand(5, 45))} C${fixed(rand(30, 70))} ${fixed(rand(-10, 60))} ${fixed(rand(80, 120))} ${fixed(rand(-10, 60))} ${fixed(rand(130, 150))} ${fixed(rand(5, 45))}" stroke="${color}" stroke-opacity="0.35" stroke-width="${fixed(rand(1, 2))}" fill="none"/>`,
    );
  }
  for (let i = 0; i < 30; i += 1) {
    parts.push(`<circle cx="${fixed(rand(0, WIDTH))}" cy="${fixed(rand(0, HEIGHT))}" r="${fixed(rand(0.5, 1.6))}" fill="#6d28d9" fill-opacity="0.3"/>`);
  }
  const cell = WIDTH / (LENGTH + 1);
  [...answer].forEach((char, index) => {
    const scale = rand(5, 6.2);
    const cx = cell * (index + 0.8) + rand(-3, 3);
    const cy = HEIGHT / 2 + rand(-3, 3);
    const angle = rand(-22, 22);
    const color = palette[randomInt(0, palette.length)];
    const d = strokesOf(char)
      .map((stroke) =>
        stroke
          .map(([x, y], n) => `${n === 0 ? 'M' : 'L'}${fixed((x - 2 + rand(-0.2, 0.2)) * scale)} ${fixed((y - 3 + rand(-0.2, 0.2)) * scale)}`)
          .join(' '),
      )
      .join(' ');
    parts.push(
      `<path transform="translate(${fixed(cx)} ${fixed(cy)}) rotate(${fixed(angle)}) scale(${rand(0.85, 1).toFixed(2)} 0.75)" d="${d}" stroke="${color}" stroke-width="${fixed(rand(2.6, 3.4))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" rx="6" fill="#f5f0ff"/>${parts.join('')}</svg>`;
}

export interface IssuedCaptcha {
  key: string;
  svg: string;
  /** exposed for tests only: routes never send it */
  answer: string;
}

/**
 * Draws a new challenge and stores it: the key only as its hash, the answer
 * only as a hash bound to the key. Nothing lives in process memory, so any
 * instance can check it.
 */
export async function issueCaptcha(db: Db): Promise<IssuedCaptcha> {
  let answer = '';
  for (let i = 0; i < LENGTH; i += 1) answer += captchaAlphabet[randomInt(0, captchaAlphabet.length)];
  const key = randomToken(24);
  await db.insert(captchas).values({
    keyHash: sha256Hex(key),
    answerHash: answerHash(key, answer),
    expiresAt: sql`now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS})`,
  });
  return { key, svg: renderCaptcha(answer), answer };
}

/**
 * Checks an answer. The challenge is deleted whatever the outcome, so each
 * image can be tried once: a wrong guess costs the caller a new image.
 */
export async function verifyCaptcha(db: Db, key: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!key || !answer) return false;
  const [row] = await db
    .delete(captchas)
    .where(eq(captchas.keyHash, sha256Hex(key)))
    .returning({ answerHash: captchas.answerHash, expiresAt: captchas.expiresAt });
  if (!row || row.expiresAt.getTime() < Date.now()) return false;
  return equalHex(row.answerHash, answerHash(key, answer));
}
