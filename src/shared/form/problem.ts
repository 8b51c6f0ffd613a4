import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SupportedLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@/shared/lib/format';
import { formatDateTime } from '@/shared/lib/format-date';

/**
 * An argument of a message: a value, the words of another key (translated
 * with it), an amount of money (grouped in the active language) or an
 * instant (ISO, written as the language writes dates and times).
 */
export type ProblemParam = string | number | { key: string } | { money: number } | { dateTime: string };

/**
 * Why a field (or a form) was refused: a translation key and its arguments.
 * Forms keep problems, never text: the words are looked up when the error is
 * drawn, so they follow the language (validation returns keys, react-admin style).
 */
export interface Problem {
  key: string;
  params?: Readonly<Record<string, ProblemParam>>;
}

/**
 * react-hook-form keeps an error's message as a string: a problem travels as
 * its key, followed by its arguments as JSON after a space (keys have no spaces).
 */
export function encodeProblem(problem: Problem): string {
  const params = problem.params ?? {};
  return Object.keys(params).length > 0 ? `${problem.key} ${JSON.stringify(params)}` : problem.key;
}

export function decodeProblem(message: unknown): Problem | null {
  if (typeof message !== 'string' || message === '') return null;
  const space = message.indexOf(' ');
  if (space < 0) return { key: message };
  try {
    return { key: message.slice(0, space), params: JSON.parse(message.slice(space + 1)) as Problem['params'] };
  } catch {
    return { key: message };
  }
}

/** The problem of a react-hook-form error (or null when there is none). */
export function problemOf(error: { message?: unknown } | undefined | null): Problem | null {
  return error ? decodeProblem(error.message) : null;
}

/**
 * The words of a problem. `label` names the field in messages that say
 * `{{field}}` ("Username not empty"), so a rule shared with the server can
 * name the field in the reader's language.
 */
export function translateProblem(t: TFunction, problem: Problem, label?: string, language?: SupportedLanguage): string {
  const values: Record<string, string | number> = {};
  for (const [name, param] of Object.entries(problem.params ?? {})) {
    if (typeof param !== 'object') values[name] = param;
    else if ('key' in param) values[name] = t(param.key as never) as unknown as string;
    else if ('money' in param) values[name] = formatMoney(param.money, language ?? 'EN');
    else values[name] = formatDateTime(param.dateTime, language ?? 'EN', { seconds: false });
  }
  if (label !== undefined) values.field = label;
  return t(problem.key as never, values as never) as unknown as string;
}

/** `translateProblem` in the active language. */
export function useProblemText(): (problem: Problem, label?: string) => string {
  const { t, i18n } = useTranslation();
  // i18next holds one of the site's languages (supportedLngs of shared/i18n)
  const language = i18n.language as SupportedLanguage;
  return (problem, label) => translateProblem(t, problem, label, language);
}
