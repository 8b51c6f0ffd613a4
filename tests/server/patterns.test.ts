import { describe, expect, it } from 'vitest';
import { patternRegex, patterns, validateField } from '../../src/shared/contract/patterns';

/** For every pattern id of the specification: values that must pass and values that must fail. */
const cases: Record<number, { pass: string[]; fail: string[] }> = {
  0: { pass: ['anything at all', '!@# 你好', ' x '], fail: [] },
  1: { pass: ['demo123', 'A', 'abcDEF9'], fail: ['1demo', 'de mo', 'demo_1', 'đemo'] },
  2: { pass: ['你好123', '中文', '2024年'], fail: ['abc', '你好 123', 'ไทย'] },
  3: { pass: ['a@b.co', 'first.last+tag@mail.example.com', 'x_y@sub-domain.vn'], fail: ['plain', 'a@b', '@b.com', 'a b@c.com', 'a@.com', 'a@b..com'] },
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
