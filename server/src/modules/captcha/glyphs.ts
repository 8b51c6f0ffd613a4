/**
 * A small stroke font for captcha images. The characters are drawn as paths,
 * not SVG text: an image whose source spelled the answer would not stop a bot.
 * Grid: x 0..4, y 0..6; strokes separated by '|'. Look-alikes (0/O, 1/I, 8/B,
 * Q, G, S, Z) are left out so people do not stumble on them.
 */
export const glyphs: Record<string, string> = {
  A: '0,6 2,0 4,6 | 1,4 3,4',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 3,6 4,5 4,1 3,0 0,0',
  E: '4,0 0,0 0,6 4,6 | 0,3 3,3',
  F: '4,0 0,0 0,6 | 0,3 3,3',
  H: '0,0 0,6 | 4,0 4,6 | 0,3 4,3',
  J: '4,0 4,5 3,6 1,6 0,5',
  K: '0,0 0,6 | 4,0 0,4 | 1.3,2.9 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3 | 2,3 4,6',
  T: '0,0 4,0 | 2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2 3,6 4,0',
  X: '0,0 4,6 | 4,0 0,6',
  Y: '0,0 2,3 4,0 | 2,3 2,6',
  '2': '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  '3': '0,0 4,0 2,2.5 3,2.5 4,3.5 4,5 3,6 1,6 0,5',
  '4': '3,6 3,0 0,4 4,4',
  '5': '4,0 0,0 0,3 3,3 4,4 4,5 3,6 0,6',
  '6': '4,0 2,0 0,2 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  '7': '0,0 4,0 1.5,6',
  '9': '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,4 2,6 0,6',
};

export const captchaAlphabet = Object.keys(glyphs).join('');

export type Point = [number, number];

export function strokesOf(char: string): Point[][] {
  const spec = glyphs[char];
  if (!spec) throw new Error(`no glyph for ${char}`);
  return spec.split('|').map((stroke) =>
    stroke
      .trim()
      .split(/\s+/)
      .map((pair) => {
        const [x = 0, y = 0] = pair.split(',').map(Number);
        return [x, y] as Point;
      }),
  );
}
