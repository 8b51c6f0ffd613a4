import { eq } from 'drizzle-orm';
import { registerFieldNames, type FieldRule, type RegisterFieldName, type RegisterSettings } from '../../../../src/shared/contract/system';
import { ANY_PATTERN, patterns } from '../../../../src/shared/contract/patterns';
import type { Db } from '../../db/client';
import { registerFieldRules, registerSettings } from '../../db/schema';

const disabled: FieldRule = { enabled: false, required: false, acceptedPattern: ANY_PATTERN, patternId: 0, minLength: 0, maxLength: 0 };

/**
 * The registration rules of a brand. The pattern source is looked up in the
 * shared table by id, so the rule the site receives and the check the server
 * runs can never disagree.
 */
export async function loadRegisterSettings(db: Db, merchantCode: string): Promise<RegisterSettings> {
  const [options, rules] = await Promise.all([
    db.select().from(registerSettings).where(eq(registerSettings.merchantCode, merchantCode)).limit(1),
    db.select().from(registerFieldRules).where(eq(registerFieldRules.merchantCode, merchantCode)),
  ]);
  const byField = new Map(rules.map((r) => [r.field, r]));
  const fields = Object.fromEntries(
    registerFieldNames.map((name): [RegisterFieldName, FieldRule] => {
      const rule = byField.get(name);
      if (!rule) return [name, disabled];
      return [
        name,
        {
          enabled: rule.enabled,
          required: rule.enabled && rule.required,
          acceptedPattern: patterns[rule.patternId]?.source ?? ANY_PATTERN,
          patternId: rule.patternId,
          minLength: rule.minLength,
          maxLength: rule.maxLength,
        },
      ];
    }),
  ) as Record<RegisterFieldName, FieldRule>;
  const o = options[0];
  return {
    fields,
    captchaEnabled: o?.captchaEnabled ?? false,
    usernameRegistration: o?.usernameRegistration ?? true,
    mobileRegistration: o?.mobileRegistration ?? false,
    mobileRegistrationWithPassword: o?.mobileRegistrationWithPassword ?? true,
    smsVerification: o?.smsVerification ?? false,
    initialDialingCode: o?.initialDialingCode ?? '+84',
  };
}
