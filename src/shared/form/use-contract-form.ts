import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldError, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { problemOfIssue } from '@/shared/contract/field-issues';
import { validateField, validationKeys } from '@/shared/contract/patterns';
import type { FieldRule } from '@/shared/contract/system';
import { encodeProblem, type Problem } from './problem';

/** A field rule of the registration settings (pattern, lengths, whether required), as `validateField` judges it. */
export type FieldRuleLike = Pick<FieldRule, 'enabled' | 'required' | 'patternId' | 'minLength' | 'maxLength'>;

/** A field that must be filled in, with no other rule (any characters, any length). */
export const requiredRule: FieldRuleLike = { enabled: true, required: true, patternId: 0, minLength: 0, maxLength: 0 };

/** A brand's rule for a field the form always asks for (username, password): on and required whatever the brand says. */
export function alwaysRequired(rule: FieldRuleLike | undefined): FieldRuleLike {
  return { ...(rule ?? requiredRule), enabled: true, required: true };
}

type FieldName<V> = keyof V & string;

/**
 * A form's schema over the fields in play: the fields a tab or a brand
 * hides are neither judged nor sent. Values of other fields pass as typed.
 * (Built with `z.object` from the shape, as the contract does: the first
 * screen carries zod/mini's object but not its pick.)
 */
export function schemaOf<S extends z.ZodMiniObject>(schema: S, fields: ReadonlyArray<keyof S['shape'] & string>): z.ZodMiniObject {
  const shape = schema.shape as Record<string, z.core.$ZodType>;
  return z.object(Object.fromEntries(fields.filter((field) => field in shape).map((field) => [field, shape[field]!])));
}

export interface ContractFormSpec<V extends FieldValues> {
  /** A zod/mini object of the contract (picked or extended) over the fields in play: its issues become keys. */
  schema: z.core.$ZodType;
  /** The brand's rules by field (`validateField` of contract/patterns.ts); their messages win over the schema's. */
  rules?: Partial<Record<FieldName<V>, FieldRuleLike>>;
  /** [value, confirmation]: the confirmation is required and must equal the value ("inconsistent twice"). */
  pairs?: ReadonlyArray<readonly [FieldName<V>, FieldName<V>]>;
  /** Boxes that must be ticked, with what to say when one is not. */
  consents?: Partial<Record<FieldName<V>, Problem>>;
  /** Further checks of the whole form (an amount's limits, a date range's order). */
  checks?: (values: V) => Partial<Record<FieldName<V>, Problem | null>>;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

/**
 * One resolver of a form: the contract's schema (through @hookform/resolvers'
 * zod resolver, its issues turned into keys), then the brand's field rules,
 * the confirmations, the consents and the form's own checks. Every error is
 * a problem (a key and its arguments), never text. On success the values are
 * the schema's output (trimmed where the contract trims) over what was typed.
 */
export function contractResolver<V extends FieldValues>(spec: ContractFormSpec<V>): Resolver<V> {
  const schemaStep = zodResolver(spec.schema as z.ZodMiniType<V, V>, {
    error: (issue) => encodeProblem(problemOfIssue(issue, issue.input)),
  });
  return async (values, context, options) => {
    const parsed = await schemaStep(values, context, options);
    const schemaErrors = parsed.errors as Record<string, FieldError | undefined>;
    const accepted = Object.keys(schemaErrors).length === 0;
    // the rules judge what the server will judge: the schema's output when it accepted the form
    const judged: Record<string, unknown> = accepted ? { ...values, ...parsed.values } : values;
    const errors: Record<string, FieldError> = {};
    const refuse = (field: string, problem: Problem | null | undefined, type: string) => {
      if (problem && !errors[field]) errors[field] = { type, message: encodeProblem(problem) };
    };
    for (const [field, rule] of Object.entries(spec.rules ?? {}) as Array<[string, FieldRuleLike | undefined]>) {
      if (rule) refuse(field, validateField(rule, asText(judged[field]), field), 'rule');
    }
    for (const [field, error] of Object.entries(schemaErrors)) {
      if (error && !errors[field]) errors[field] = error;
    }
    for (const [field, confirmation] of spec.pairs ?? []) {
      const typed = asText(values[confirmation]);
      refuse(confirmation, validateField(requiredRule, typed, confirmation), 'pair');
      if (typed !== asText(values[field])) refuse(confirmation, { key: validationKeys.inconsistent }, 'pair');
    }
    for (const [field, problem] of Object.entries(spec.consents ?? {}) as Array<[string, Problem | undefined]>) {
      if (values[field] !== true) refuse(field, problem, 'consent');
    }
    for (const [field, problem] of Object.entries(spec.checks?.(values) ?? {}) as Array<[string, Problem | null | undefined]>) {
      refuse(field, problem, 'check');
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as never };
    return { values: judged as V, errors: {} };
  };
}

/**
 * A react-hook-form form bound to a contract schema plus the brand's rules.
 * The spec may change from one render to the next (a tab shows other
 * fields, a captcha appears): the resolver always judges with the latest.
 */
export function useContractForm<V extends FieldValues>(spec: ContractFormSpec<V> & { defaultValues: DefaultValues<V> }): UseFormReturn<V> {
  return useForm<V>({ defaultValues: spec.defaultValues, resolver: contractResolver(spec) });
}
