import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import * as z from 'zod/mini';
import { fieldErrorsFromIssues } from '@/shared/contract/field-issues';
import { registerRequestSchema } from '@/shared/contract/member';
import { decodeProblem, encodeProblem, problemOf, translateProblem } from '@/shared/form/problem';
import { alwaysRequired, contractResolver, requiredRule, schemaOf } from '@/shared/form/use-contract-form';
import { i18next } from '@/shared/i18n/i18n';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Record<string, unknown>>;
const schema = z.object({ username: registerRequestSchema.shape.username, payeeName: registerRequestSchema.shape.payeeName, password: registerRequestSchema.shape.password });

async function judge(spec: Parameters<typeof contractResolver<Record<string, unknown>>>[0], values: Record<string, unknown>) {
  const result = await contractResolver(spec)(values, undefined, options);
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, problemOf(error as { message?: unknown })]));
  return { values: result.values, errors };
}

describe('the contract resolver', () => {
  it("turns the contract's issues into keys, never English: markup, control characters, lengths", async () => {
    const { errors } = await judge({ schema }, { username: '<b>', payeeName: 'a\u0000b', password: 'x'.repeat(129) });
    expect(errors).toEqual({
      username: { key: 'validation.invalid' },
      payeeName: { key: 'validation.forbiddenCharacters' },
      password: { key: 'validation.tooLong', params: { max: 128 } },
    });
  });

  it("judges with the brand's rules first (their words say the pattern and the lengths)", async () => {
    const rule = { enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 16 };
    const { errors } = await judge({ schema, rules: { username: rule, password: requiredRule } }, { username: '1'.repeat(70), payeeName: '', password: '' });
    expect(errors.username).toEqual({ key: 'validation.pattern.1', params: { min: 6, max: 16, range: '6-16' } });
    expect(errors.password).toEqual({ key: 'validation.notEmpty', params: { field: 'password' } });
    // a brand's optional field left empty is fine; switched off, it is not judged at all
    expect(alwaysRequired(undefined)).toEqual({ ...requiredRule });
    expect(alwaysRequired({ ...rule, enabled: false, required: false })).toEqual(rule);
  });

  it('checks confirmations, consents and the form’s own checks', async () => {
    const spec = {
      schema: z.object({ password: z.string(), confirm: z.string(), agreed: z.boolean() }),
      pairs: [['password', 'confirm']] as const,
      consents: { agreed: { key: 'register.confirmAge' } },
      checks: (values: Record<string, unknown>) => ({ password: values.password === 'password' ? { key: 'validation.invalid' } : null }),
    };
    expect((await judge(spec, { password: 'password', confirm: 'other', agreed: false })).errors).toEqual({
      password: { key: 'validation.invalid' },
      confirm: { key: 'validation.inconsistent' },
      agreed: { key: 'register.confirmAge' },
    });
    expect((await judge(spec, { password: 'Secret1', confirm: '', agreed: true })).errors).toEqual({ confirm: { key: 'validation.notEmpty', params: { field: 'confirm' } } });
    expect(await judge(spec, { password: 'Secret1', confirm: 'Secret1', agreed: true })).toEqual({ values: { password: 'Secret1', confirm: 'Secret1', agreed: true }, errors: {} });
  });

  it('judges only the fields in play, and passes the others as typed', async () => {
    const inPlay = schemaOf(schema, ['username']);
    const { values, errors } = await judge({ schema: inPlay }, { username: ' player01 ', payeeName: '<hidden by a tab>', password: '' });
    expect(errors).toEqual({});
    expect(values).toEqual({ username: 'player01', payeeName: '<hidden by a tab>', password: '' });
  });

  it("uses the same keys as the server's field errors", () => {
    const parsed = z.safeParse(schema, { username: '<b>', payeeName: 'x', password: 'x'.repeat(129) });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsFromIssues(parsed.error!.issues, {})).toEqual([
      { field: 'username', key: 'validation.invalid' },
      { field: 'password', key: 'validation.tooLong', params: { max: 128 } },
    ]);
  });
});

describe('problems', () => {
  it('travel as text in react-hook-form and come back whole', () => {
    const problem = { key: 'register.pleaseAgree', params: { terms: { key: 'register.termsName' }, min: { money: 100000 }, n: 3 } };
    expect(decodeProblem(encodeProblem(problem))).toEqual(problem);
    expect(decodeProblem(encodeProblem({ key: 'validation.inconsistent' }))).toEqual({ key: 'validation.inconsistent' });
    expect(decodeProblem('')).toBeNull();
  });

  it('are worded when drawn: the field’s label, another key’s words, money in the language', () => {
    const t = i18next.t.bind(i18next);
    expect(translateProblem(t, { key: 'validation.notEmpty', params: { field: 'username' } }, 'Username')).toBe('Username not empty');
    expect(translateProblem(t, { key: 'register.pleaseAgree', params: { terms: { key: 'register.termsName' } } })).toBe('Please agree to the user agreement and privacy policy');
    expect(translateProblem(t, { key: 'form.amount.min', params: { min: { money: 100000 } } }, undefined, 'EN')).toBe('The amount must be at least 100,000');
  });
});
