/**
 * JSON of values shared by many answers (what the read cache hands out:
 * the brand's site information, a game list, the home notice), written once
 * per value instead of once per answer; the rest of an answer (the envelope,
 * what is the visitor's own) is written around it. Same text as
 * JSON.stringify.
 *
 * A shared value must never change once shared: `shareValue` freezes it and
 * the objects it holds directly (plain objects and arrays), so a change
 * throws rather than being sent stale.
 */

const shared = new WeakSet<object>();
const written = new WeakMap<object, string>();

/** How deep an answer is walked looking for shared values; below, it is written by JSON.stringify. */
const MAX_DEPTH = 4;

const isPlain = (value: unknown): value is object =>
  typeof value === 'object' &&
  value !== null &&
  (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** Marks a value handed to many answers (and the objects it holds directly) as shared and frozen. */
export function shareValue(value: unknown): void {
  if (!isPlain(value)) return;
  shared.add(value);
  for (const child of Object.values(value)) {
    if (isPlain(child)) {
      shared.add(child);
      Object.freeze(child);
    }
  }
  Object.freeze(value);
}

function write(value: unknown, depth: number): string | undefined {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const known = written.get(value);
  if (known !== undefined) return known;
  if (shared.has(value)) {
    const json = JSON.stringify(value);
    written.set(value, json);
    return json;
  }
  if (depth === 0 || !isPlain(value)) return JSON.stringify(value);
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += `${i > 0 ? ',' : ''}${write(value[i], depth - 1) ?? 'null'}`;
    return `${out}]`;
  }
  let out = '{';
  let first = true;
  for (const [key, item] of Object.entries(value)) {
    const json = write(item, depth - 1);
    if (json === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(key)}:${json}`;
    first = false;
  }
  return `${out}}`;
}

/** JSON.stringify(value), with the shared values inside it written once for all answers. */
export function toJson(value: unknown): string {
  return write(value, MAX_DEPTH) ?? 'null';
}
