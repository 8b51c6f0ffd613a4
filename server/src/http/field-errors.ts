import type * as z from 'zod/mini';
import type { FieldError } from '../../../src/shared/contract/envelope';
import { validationKeys } from '../../../src/shared/contract/patterns';

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
 * keyed by translation key rather than by English text.
 */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[], input: unknown): FieldError[] {
  return issues.map((issue): FieldError => {
    const field = issue.path.map(String).join('.');
    switch (issue.code) {
      case 'invalid_type':
        return valueAt(input, issue.path) === undefined
          ? { field, key: validationKeys.notEmpty, params: { field } }
          : { field, key: validationKeys.invalid };
      case 'too_big':
        return { field, key: validationKeys.tooLong, params: { max: Number(issue.maximum) } };
      case 'too_small':
        return Number(issue.minimum) <= 1 && issue.origin === 'string'
          ? { field, key: validationKeys.notEmpty, params: { field } }
          : { field, key: validationKeys.tooShort, params: { min: Number(issue.minimum) } };
      case 'custom': {
        // the contract's own checks (contract/text.ts) name their key
        const key: unknown = issue.params?.key;
        return { field, key: typeof key === 'string' && key.startsWith('validation.') ? key : validationKeys.invalid };
      }
      default:
        return { field, key: validationKeys.invalid };
    }
  });
}
