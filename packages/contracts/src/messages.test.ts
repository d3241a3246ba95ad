import { describe, expect, it } from 'vitest';
import { cutOrderInputSchema } from './cut-orders';
import {
  localizeValidationMessage,
  messageLocaleOf,
  parseValidationMessage,
  placeholdersOf,
  VALIDATION_MESSAGES_EN,
  VALIDATION_MESSAGES_ZH_CN,
  type ValidationCode,
} from './messages';
import { packingInputSchema, unitPriceSchema } from './shipments';

const codes = Object.keys(VALIDATION_MESSAGES_EN) as ValidationCode[];

describe('the validation catalogues', () => {
  it('have the same codes and {parameters} in English and Chinese', () => {
    expect(Object.keys(VALIDATION_MESSAGES_ZH_CN).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      expect(placeholdersOf(VALIDATION_MESSAGES_ZH_CN[code]).sort(), code).toEqual(
        placeholdersOf(VALIDATION_MESSAGES_EN[code]).sort(),
      );
    }
  });

  it('hold the messages composed at run time', () => {
    const said = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message) ?? [];
    const composed = [
      ...said(unitPriceSchema.safeParse('abc')),
      ...said(packingInputSchema.safeParse({ mode: 'solid', perCarton: 5, cartonLength: 'x' })),
      ...said(packingInputSchema.safeParse({ mode: 'solid', perCarton: 5, grossWeight: 'x' })),
    ];
    expect(composed.length).toBeGreaterThanOrEqual(3);
    for (const message of composed) expect(parseValidationMessage(message), message).not.toBeNull();
  });
});

describe('localizeValidationMessage', () => {
  it('finds a message by its English text and says it in Chinese, parameters kept', () => {
    expect(localizeValidationMessage('at least one size needs a ratio above 0', 'zh-CN')).toBe(
      '至少要有一个尺码的配比大于 0',
    );
    expect(localizeValidationMessage('must be at most 32 characters', 'zh-CN')).toBe('最多 32 个字符');
    expect(localizeValidationMessage('黑色 S is listed twice', 'zh-CN')).toBe('黑色 S 重复了');
    expect(localizeValidationMessage('must be at most 32 characters', 'en')).toBe(
      'must be at most 32 characters',
    );
  });

  it('reads a range as a range, not as its lower end (the most specific template wins)', () => {
    expect(parseValidationMessage('must be a whole number from 1 to 1000')).toEqual({
      code: 'validation.wholeNumberRange',
      params: { min: '1', max: '1000' },
    });
    expect(localizeValidationMessage('must be a whole number from 1 to 1000', 'zh-CN')).not.toMatch(/to/);
  });

  it('leaves a sentence it does not know as it is', () => {
    expect(localizeValidationMessage('something else', 'zh-CN')).toBe('something else');
  });

  it("translates what the new-bed form's own check finds", () => {
    const result = cutOrderInputSchema.safeParse({
      styleId: 1,
      bedNo: 1,
      cutDate: '2026-11-01',
      ratio: [{ size: 'S', ratio: 0 }],
      lays: [{ colour: '黑色', layers: 10 }],
    });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('at least one size needs a ratio above 0');
    expect(messages.map((message) => localizeValidationMessage(message, 'zh-CN'))).toContain(
      '至少要有一个尺码的配比大于 0',
    );
  });
});

describe('messageLocaleOf', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['en', 'en'],
    ['en-GB', 'en'],
    [undefined, 'en'],
  ] as const)('%s → %s', (language, locale) => {
    expect(messageLocaleOf(language)).toBe(locale);
  });
});
