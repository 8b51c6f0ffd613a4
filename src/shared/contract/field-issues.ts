import type * as z from 'zod/mini';
import type { FieldError } from './envelope';
import { validationKeys } from './patterns';

/** A field error as a translation key and its arguments: what the site shows under a field. */
export interface IssueProblem {
  key: string;
  params?: Record<string, string | number>;
}

/** What of a schema issue says why it failed (a raw issue of an error map has the same fields). */
type IssueLike = Pick<z.core.$ZodIssue, 'code'> & {
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly origin?: unknown;
  readonly params?: Record<string, unknown> | undefined;
};

/**
 * The key of one schema issue, rather than English text (`value` is the input
 * at the issue's path): a missing value or an empty string is "not empty", a
 * length bound says the bound, the contract's own checks (contract/text.ts)
 * name their key.
 */
export function problemOfIssue(issue: IssueLike, value: unknown): IssueProblem {
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined ? { key: validationKeys.notEmpty, params: {} } : { key: validationKeys.invalid };
    case 'too_big':
      return { key: validationKeys.tooLong, params: { max: Number(issue.maximum) } };
    case 'too_small':
      return Number(issue.minimum) <= 1 && issue.origin === 'string'
        ? { key: validationKeys.notEmpty, params: {} }
        : { key: validationKeys.tooShort, params: { min: Number(issue.minimum) } };
    case 'custom': {
      const key: unknown = issue.params?.key;
      return { key: typeof key === 'string' && key.startsWith('validation.') ? key : validationKeys.invalid };
    }
    default:
      return { key: validationKeys.invalid };
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Turns schema issues into field errors the site can show under each field,
 * keyed by translation key rather than by English text (the server's
 * answers, the mocks' and the site's forms use the same words).
 */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[], input: unknown): FieldError[] {
  return issues.map((issue): FieldError => {
    const field = issue.path.map(String).join('.');
    const problem = problemOfIssue(issue, valueAt(input, issue.path));
    // "not empty" names its field, as validateField's does
    const params = problem.key === validationKeys.notEmpty ? { field } : problem.params;
    return params ? { field, key: problem.key, params } : { field, key: problem.key };
  });
}
