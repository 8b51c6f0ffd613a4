/**
 * Text the platform accepts: no control characters but tab, line feed and
 * carriage return, no lone UTF-16 surrogate and no U+FFFE or U+FFFF
 * (noncharacters). PostgreSQL refuses U+0000 in
 * text (a NUL once answered 500), the others have no place in a name, a code
 * or a message and hide text from whoever reads it later. The server applies
 * this rule to every string of every request (`server/src/http/route.ts`),
 * so present and future endpoints are covered alike.
 */
import * as z from 'zod/mini';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** Nesting deeper than this is refused too: no request of the contract comes near it. */
const MAX_DEPTH = 16;

/**
 * The paths ("username", "botCheck.nonce", "ids.2") of the strings of a
 * request that hold forbidden characters, object keys included; an input
 * nested deeper than any request is reported at its root ("").
 */
export function forbiddenTextPaths(input: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: string, depth: number) => {
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value)) found.push(path);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (depth > MAX_DEPTH) {
      found.push('');
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (hasForbiddenCharacters(key)) found.push(childPath);
      else walk(child, childPath, depth + 1);
    }
  };
  walk(input, '', 0);
  return found;
}

/**
 * The characters that turn text into markup or break out of a quoted
 * attribute or a template: no name, handle, code or address of the contract
 * needs them, so what the platform stores of them is safe to show anywhere.
 */
const MARKUP = /[<>"'`]/;

export function hasMarkup(text: string): boolean {
  return MARKUP.test(text);
}

/**
 * Checks for the contract's strings (`z.string().check(z.trim(), readable())`):
 * the same rule as the server's walk over the raw request, so the site's
 * forms and the mocks agree with the server. The field error key travels in
 * the params (server/src/http/field-errors.ts reads it).
 */
export const readable = () =>
  z.refine<string>((text) => !hasForbiddenCharacters(text), { params: { key: 'validation.forbiddenCharacters' } });

/**
 * Tab, line feed and carriage return (and the Unicode line and paragraph
 * separators) are text only where free text makes sense (a message, a
 * description): the server's walk lets them through for those. A single-line
 * field (a name, a code, an address, a ticket) refuses them inside the value
 * (`z.trim()` before it removes them at the ends), with the same message.
 */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;

export function hasLineBreak(text: string): boolean {
  return LINE_BREAK.test(text);
}

export const singleLine = () =>
  z.refine<string>((text) => !hasForbiddenCharacters(text) && !hasLineBreak(text), {
    params: { key: 'validation.forbiddenCharacters' },
  });

/** No markup characters either: names, handles, codes, addresses. */
export const plain = () => z.refine<string>((text) => !hasMarkup(text), { params: { key: 'validation.invalid' } });
