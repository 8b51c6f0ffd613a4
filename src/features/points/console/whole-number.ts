import type { Problem } from '@/shared/form/problem';

/** A count typed as text (points, stock): digits only, within its limits; empty is allowed where `required` is not. */
export function wholeNumberProblem(text: string, { min, max, required }: { min: number; max: number; required: boolean }): Problem | null {
  const value = text.trim();
  if (value === '') return required ? { key: 'validation.notEmpty' } : null;
  if (!/^\d+$/.test(value)) return { key: 'operator:points.wholeNumber' };
  const n = Number(value);
  if (n < min || n > max) return { key: 'operator:points.between', params: { min, max } };
  return null;
}
