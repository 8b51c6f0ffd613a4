import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { fieldErrorsFromIssues } from '../../server/src/http/field-errors';
import { registerRequestSchema } from '../../src/shared/contract/member';
import { loginRequestSchema } from '../../src/shared/contract/session';
import { identityApi, mobileSchema } from '../../src/shared/contract/identity';
import { socialApi, socialRegisterRequestSchema } from '../../src/shared/contract/social';
import { isEmailAddress, normaliseDomain, normaliseRegisterUrl } from '../../src/shared/contract/member-fields';
import { patternRegex, patterns, validateField } from '../../src/shared/contract/patterns';

/** For every pattern id of the specification: values that must pass and values that must fail. */
const cases: Record<number, { pass: string[]; fail: string[] }> = {
  0: { pass: ['anything at all', '!@# 你好', ' x '], fail: [] },
  1: { pass: ['demo123', 'A', 'abcDEF9'], fail: ['1demo', 'de mo', 'demo_1', 'đemo'] },
  2: { pass: ['你好123', '中文', '2024年'], fail: ['abc', '你好 123', 'ไทย'] },
  3: {
    pass: ['a@b.co', 'first.last+tag@mail.example.com', 'x_y@sub-domain.vn'],
    fail: ['plain', 'a@b', '@b.com', 'a b@c.com', 'a@.com', 'a@b..com', '"x"onmouseover=alert(1)"@lotus.example', "o'neil@mail.example", 'a..b@mail.example', '.a@mail.example', 'a@-mail.example', 'a@mail.123', 'a<b>@mail.example'],
  },
  4: { pass: ['abc', '123', 'Ab12'], fail: ['ab-c', 'a b', 'ä1'] },
  5: { pass: ['abc123', '1a', 'Demo1234'], fail: ['abcdef', '123456', 'abc 123', 'abc_123'] },
  6: { pass: ['0', '0912345678'], fail: ['12a', '+84912', '12 34', '１２'] },
  7: { pass: ['Abc123', 'ABC', 'aB1'], fail: ['abc123', 'Abc-123', 'ÀBC'] },
  8: { pass: ['John Smith', 'abc', 'A B C'], fail: ['John3', 'Nguyễn', 'John-Smith'] },
  9: { pass: ['no-spaces!', '你好', 'a'], fail: ['has space', 'tab\there', ' lead'] },
  10: { pass: ['你好，世界！', '中文。'], fail: ['hello', '你好 世界', '你好1'] },
  11: { pass: ['2024-01-31', '1999-12-01'], fail: ['2024-13-01', '2024-1-01', '01-31-2024', '2024/01/31'] },
  12: { pass: ['Nguyễn Văn An', 'Anna', 'José María'], fail: ['two  spaces', ' lead', 'trail ', 'R2D2'] },
  13: { pass: ['01-31-2024', '12-01-1999'], fail: ['2024-01-31', '13-01-2024', '1-31-2024'] },
  14: { pass: ['Ñandú2', 'Garçon', 'etxea123'], fail: ['two words', '你好', 'a-b'] },
  15: { pass: ['안녕하세요', '한국'], fail: ['hello', '안녕 하세요', '안녕1'] },
  16: { pass: ['สวัสดี', 'ภาษาไทย'], fail: ['hello', 'สวัสดี ครับ', 'ไทย1'] },
  17: { pass: ['สวัสดี John', 'Hello World', 'ไทย'], fail: ['Hello1', 'สวัสดี!', 'Nguyễn'] },
  18: { pass: ['JOHN SMITH', 'A'], fail: ['John Smith', '   ', 'JOHN1'] },
  19: { pass: ['Pa$$w0rd!', 'abc', '#1'], fail: ['has space', 'ñ', '你好'] },
  20: { pass: ['Pa$$w0rd', 'Aa1!aaaa'], fail: ['Password1', 'pa$$w0rd', 'PA$$W0RD', 'Pa$$word', 'Pa$ w0rd'] },
  21: { pass: ['Nguyen An', 'Nguyễn Văn An', "Mary-Jane O'Neil"], fail: ['Nguyen', 'Nguyen  An', ' Nguyen An', 'Nguyen 2'] },
};

describe('registration patterns', () => {
  it('has exactly the ids 0 to 21, each with a description', () => {
    expect(Object.keys(patterns).map(Number)).toEqual(Array.from({ length: 22 }, (_, i) => i));
    for (const p of Object.values(patterns)) expect(p.description.length).toBeGreaterThan(3);
  });

  for (const [id, { pass, fail }] of Object.entries(cases)) {
    it(`pattern ${id}: ${patterns[Number(id)]?.description}`, () => {
      const rule = { enabled: true, required: true, patternId: Number(id), minLength: 1, maxLength: 64 };
      for (const value of pass) expect(validateField(rule, value), `${value} should pass`).toBeNull();
      for (const value of fail) expect(validateField(rule, value), `${value} should fail`).not.toBeNull();
    });
  }

  it('compiles every source with the u flag', () => {
    for (let id = 1; id <= 21; id += 1) expect(patternRegex(id)?.flags).toBe('u');
    expect(patternRegex(0)).toBeNull();
  });

  it('reports length and pattern failures with min, max and range', () => {
    const rule = { enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 16 };
    expect(validateField(rule, 'abc')).toEqual({ key: 'validation.pattern.1', params: { min: 6, max: 16, range: '6-16' } });
    expect(validateField({ ...rule, minLength: 6, maxLength: 6 }, 'abc')?.params.range).toBe('6');
    expect(validateField(rule, 'abcdefghijklmnopq')?.key).toBe('validation.pattern.1');
  });

  it('counts characters, not UTF-16 units', () => {
    const rule = { enabled: true, required: true, patternId: 0, minLength: 1, maxLength: 2 };
    expect(validateField(rule, '😀😀')).toBeNull();
  });

  it('treats empty values by the required flag and ignores disabled fields', () => {
    const rule = { enabled: true, required: true, patternId: 6, minLength: 1, maxLength: 5 };
    expect(validateField(rule, '', 'mobileNum')).toEqual({ key: 'validation.notEmpty', params: { field: 'mobileNum' } });
    expect(validateField({ ...rule, required: false }, '')).toBeNull();
    expect(validateField({ ...rule, required: false }, undefined)).toBeNull();
    expect(validateField({ ...rule, enabled: false }, 'not digits')).toBeNull();
  });
});

describe('the e-mail rule shared by the site and the server', () => {
  it('is a dot-atom local part of at most 64 characters and LDH labels with a TLD, 254 in all', () => {
    const label = 'a'.repeat(63);
    expect(isEmailAddress(`${'x'.repeat(64)}@mail.example`)).toBe(true);
    expect(isEmailAddress(`${'x'.repeat(65)}@mail.example`)).toBe(false);
    const long = `x@${label}.${label}.${label}.${'b'.repeat(57)}.vn`;
    expect(long.length).toBe(254);
    expect(isEmailAddress(long)).toBe(true);
    expect(isEmailAddress(`x${long}`)).toBe(false);
    expect(isEmailAddress(`x@${'a'.repeat(64)}.example`)).toBe(false);
    expect(isEmailAddress('x@a_b.example')).toBe(false);
    // pattern 3 is the same rule, lengths included: its own message says what is wrong
    expect(patternRegex(3)?.source).toBe(new RegExp(patterns[3]!.source, 'u').source);
    expect(validateField({ enabled: true, required: true, patternId: 3, minLength: 1, maxLength: 300 }, `${'x'.repeat(65)}@mail.example`, 'email')).toEqual({
      key: 'validation.pattern.3',
      params: { min: 1, max: 300, range: '1-300' },
    });
    // under another pattern the platform's format still refuses it
    expect(validateField({ enabled: true, required: true, patternId: 0, minLength: 1, maxLength: 300 }, `${'x'.repeat(65)}@mail.example`, 'email')).toEqual({
      key: 'validation.invalid',
      params: {},
    });
  });

  it('pattern 3 alone holds the lengths too, on whatever field a brand puts it', () => {
    const rule = { enabled: true, required: true, patternId: 3, minLength: 1, maxLength: 0 };
    const label = 'a'.repeat(63);
    const longest = `x@${label}.${label}.${label}.${'b'.repeat(57)}.vn`;
    expect(validateField(rule, `${'x'.repeat(64)}@mail.example`, 'contactMail')).toBeNull();
    expect(validateField(rule, longest, 'contactMail')).toBeNull();
    expect(validateField(rule, `${'x'.repeat(65)}@mail.example`, 'contactMail')?.key).toBe('validation.pattern.3');
    expect(validateField(rule, `x${longest}`, 'contactMail')?.key).toBe('validation.pattern.3');
  });
});

describe('the platform format under the brand rule', () => {
  const any = { enabled: true, required: false, patternId: 0, minLength: 0, maxLength: 0 };

  it('refuses markup and tricks in a field the brand lets take "any characters"', () => {
    const refused: Array<[string, string]> = [
      ['facebook', '<svg/onload=alert(1)>'],
      ['facebook', 'https://evil.example/facebook.com'],
      ['email', '"x"onmouseover=alert(1)"@lotus.example'],
      ['payeeName', 'Nguyen <b>Van</b> A'],
      ['zalo', '0909<script>'],
      ['whatsapp', 'javascript:alert(1)'],
      ['line', '"><script>'],
      ['wechat', '<b>hi</b>'],
      ['qqNum', '0123'],
      ['idNumber', "' or 1=1 --"],
      ['username', 'a<b'],
      ['mobileNum', '+84 912 345'],
      ['affiliateCode', 'a b'],
    ];
    for (const [field, value] of refused) expect(validateField(any, value, field), `${field} ${value}`).toEqual({ key: 'validation.invalid', params: {} });
  });

  it('keeps real values, and applies no format to a field it does not know', () => {
    const kept: Array<[string, string]> = [
      ['facebook', 'minh.khai.90'],
      ['facebook', 'https://www.facebook.com/minh.khai.90'],
      ['email', 'minh.khai+lotus@mail.example'],
      ['payeeName', 'Nguyễn Thị Minh Khai'],
      ['zalo', '0909123456'],
      ['whatsapp', '+84909123456'],
      ['line', 'minh_khai.90'],
      ['wechat', 'wxid_minh90'],
      ['qqNum', '123456789'],
      ['idNumber', '079090001234'],
      ['username', 'minhkhai90'],
      ['mobileNum', '912345678'],
      ['affiliateCode', 'AG-1001'],
      ['nickname', '<anything>'],
    ];
    for (const [field, value] of kept) expect(validateField(any, value, field), `${field} ${value}`).toBeNull();
  });
});

describe('where a registration came from', () => {
  it('keeps origin and path of an http(s) address, without credentials, query or fragment', () => {
    expect(normaliseRegisterUrl('https://play.lotus.example/register?ref=<x>#top')).toBe('https://play.lotus.example/register');
    expect(normaliseRegisterUrl("https://play.lotus.example/it's")).toBe('https://play.lotus.example/it%27s');
    expect(normaliseRegisterUrl('HTTP://Play.Lotus.Example:8080/a/../b')).toBe('http://play.lotus.example:8080/b');
    for (const bad of ['https://user:secret@lotus.example/', 'javascript:alert(1)', 'data:text/html,<svg>', 'ftp://lotus.example/', 'not a url', `https://lotus.example/${'a'.repeat(512)}`]) {
      expect(normaliseRegisterUrl(bad), bad).toBeNull();
    }
  });

  it('keeps a host name in lower case, international names in their ASCII form', () => {
    expect(normaliseDomain('LOTUS.Example')).toBe('lotus.example');
    expect(normaliseDomain('Bücher.example')).toBe('xn--bcher-kva.example');
    for (const bad of ['lotus.example/<svg>', 'a b.example', 'user@lotus.example', 'lotus.example:8080', '-x.example', `${'a'.repeat(64)}.example`, `${'a.'.repeat(127)}ab`]) {
      expect(normaliseDomain(bad), bad).toBeNull();
    }
  });
});

describe('the contract refuses what the server refuses', () => {
  const issues = (schema: z.ZodMiniType, input: unknown) => {
    const parsed = schema.safeParse(input);
    return parsed.success ? [] : fieldErrorsFromIssues(parsed.error.issues, input);
  };
  const form = { username: 'minhkhai90', password: 'Secret123', confirmPassword: 'Secret123', ageConfirmed: true, termsAccepted: true };

  it('control characters in the string helpers, with their own message', () => {
    const forbidden = (field: string) => expect.arrayContaining([{ field, key: 'validation.forbiddenCharacters' }]);
    expect(issues(mobileSchema, { mobileNum: '0912\u0000345' })).toEqual(forbidden('mobileNum'));
    expect(issues(identityApi.affiliateCheck.request, { code: 'a\u0001b' })).toEqual(forbidden('code'));
    expect(issues(loginRequestSchema, { username: 'de\u0000mo', password: 'x', type: 'username' })).toEqual(forbidden('username'));
    expect(issues(registerRequestSchema, { ...form, payeeName: 'An\u007f' })).toEqual(forbidden('payeeName'));
    expect(issues(registerRequestSchema, { ...form, password: 'Secret\u0000', confirmPassword: 'Secret\u0000' })).toEqual(forbidden('password'));
    expect(issues(registerRequestSchema, { ...form, registerUrl: 'https://lotus.example/\uffff' })).toEqual(forbidden('registerUrl'));
    expect(issues(socialRegisterRequestSchema, { ...form, ticket: 't\u0000' })).toEqual(forbidden('ticket'));
    expect(issues(socialRegisterRequestSchema, { ...form, ticket: 't1', password: 'Secret\u0000' })).toEqual(forbidden('password'));
    expect(issues(socialApi.socialLogin.request, { idToken: 'x\u0000' })).toEqual(forbidden('idToken'));
  });

  it('tabs and line breaks inside a single-line field, one message per field; passwords keep them', () => {
    const only = (field: string) => [{ field, key: 'validation.forbiddenCharacters' }];
    for (const brk of ['\t', '\n', '\r', '\u2028']) {
      expect(issues(loginRequestSchema, { username: `de${brk}mo`, password: 'x', type: 'username' }), JSON.stringify(brk)).toEqual(only('username'));
      expect(issues(identityApi.affiliateCheck.request, { code: `AG${brk}01` })).toEqual(only('code'));
      expect(issues(identityApi.forgotByEmail.request, { username: 'demo', email: `a@b.co${brk}bcc:x@y.co` })).toEqual(only('email'));
      expect(issues(registerRequestSchema, { ...form, payeeName: `Nguyen${brk}An` })).toEqual(only('payeeName'));
      expect(issues(registerRequestSchema, { ...form, domain: `lotus${brk}.example` })).toEqual(only('domain'));
      expect(issues(socialRegisterRequestSchema, { ...form, ticket: `t${brk}1` })).toEqual(only('ticket'));
    }
    // at the ends they are trimmed away; a password is what was typed
    expect(issues(loginRequestSchema, { username: 'demo\r\n', password: 'x', type: 'username' })).toEqual([]);
    expect(issues(registerRequestSchema, { ...form, password: 'Sec\tret1', confirmPassword: 'Sec\tret1' })).toEqual([]);
  });

  it('markup in any registration field but the passwords and the address it came from', () => {
    for (const field of ['username', 'payeeName', 'email', 'qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber', 'mobileNum', 'affiliateCode', 'referralCode', 'domain']) {
      expect(issues(registerRequestSchema, { ...form, [field]: 'x"<svg/onload=alert(1)>' }), field).toEqual([{ field, key: 'validation.invalid' }]);
    }
    expect(issues(registerRequestSchema, { ...form, password: `Se'cr"et<1>`, confirmPassword: `Se'cr"et<1>`, registerUrl: "https://lotus.example/it's" })).toEqual([]);
  });
});
