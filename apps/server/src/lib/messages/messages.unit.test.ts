import { placeholdersOf } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../http-error';
import { en, type MessageCode } from './en';
import { english, localeOfAcceptLanguage, msg, renderMessage, wireParams } from './index';
import { zhCN } from './zh-CN';

const codes = Object.keys(en) as MessageCode[];
const CJK = /[\u4e00-\u9fff]/;

describe('the server catalogues', () => {
  it('have the same codes in English and Chinese', () => {
    expect(Object.keys(zhCN).sort()).toEqual([...codes].sort());
  });

  it.each(codes)('%s has the same {parameters} in both', (code) => {
    expect(placeholdersOf(zhCN[code]).sort()).toEqual(placeholdersOf(en[code]).sort());
  });

  it('are Chinese in Chinese: every message with words of its own has Chinese characters', () => {
    // A template that is only parameters (zod's own sentence, Fastify's) carries its text in them.
    const untranslated = codes.filter(
      (code) => !CJK.test(zhCN[code]) && en[code].replace(/\{\w+\}/g, '').trim() !== '',
    );
    // Words kept as they are: the spec's enumerations (a value is sent as written), and booleans.
    expect(untranslated.filter((code) => !/^validation\.(trueOrFalse|logResult)$/.test(code))).toEqual([]);
  });

  it('keep the field a message opens with, so the web can put it on its input', () => {
    const opening = (text: string) => /^([A-Za-z_][\w.[\]]*): /.exec(text)?.[1];
    const moved = codes.filter((code) => opening(en[code]) !== opening(zhCN[code]));
    expect(moved).toEqual([]);
  });
});

describe('renderMessage', () => {
  it('fills the parameters in the language asked for', () => {
    const message = msg('scans.onlyLeft', { bundleNo: 1, process: '上袖', left: 8 });
    expect(renderMessage(message, 'en')).toBe('Bundle 1 上袖: only 8 left');
    expect(renderMessage(message, 'zh-CN')).toBe('第 1 扎 上袖：只剩 8 件');
  });

  it('renders a message given as a parameter in the same language', () => {
    const message = msg('shipments.notDraft', {
      shipmentNo: 'SH20261101-001',
      status: msg('shipments.status.confirmed'),
    });
    expect(english(message)).toBe(
      'Shipment order SH20261101-001 is confirmed: only a draft can be changed or deleted',
    );
    expect(renderMessage(message, 'zh-CN')).toBe('发货单 SH20261101-001 已确认：只有草稿可以修改或删除');
    expect(wireParams(message)).toEqual({
      shipmentNo: 'SH20261101-001',
      status: { code: 'shipments.status.confirmed', params: {} },
    });
  });

  it('names the field of a validation message before it, unless the sentence opens with it', () => {
    expect(english({ ...msg('validation.atMostChars', { max: 32 }), field: 'items[0].colour' })).toBe(
      'items[0].colour: must be at most 32 characters',
    );
    expect(
      renderMessage({ ...msg('validation.atMostChars', { max: 32 }), field: 'items[0].colour' }, 'zh-CN'),
    ).toBe('items[0].colour: 最多 32 个字符');
    const required = { ...msg('validation.required', { field: 'mobile' }), field: 'mobile' };
    expect(english(required)).toBe('mobile is required');
    expect(renderMessage(required, 'zh-CN')).toBe('mobile 为必填项');
  });
});

describe('the error factories', () => {
  it('carry the code and parameters, and the English sentence as the error message', () => {
    const error = notFound('cutOrders.ticketNotFound', { ticketNo: 99999 });
    expect(error).toMatchObject({
      status: 404,
      body: { code: 'cutOrders.ticketNotFound', params: { ticketNo: 99999 } },
      message: 'Ticket 99999 does not exist (its bed may have been deleted)',
    });
    expect(unauthorized().body.code).toBe('auth.sessionExpired');
    expect(forbidden().body.code).toBe('auth.forbidden');
    expect(conflict(msg('db.duplicate')).status).toBe(409);
  });

  it('refuse, at compile time, a sentence instead of a code and a missing or unknown parameter', () => {
    // `npm run typecheck` fails if any of these calls compiles (each @ts-expect-error then has no error).
    const wrongCalls = [
      // @ts-expect-error a sentence is no code
      () => badRequest('at least one size needs a ratio above 0'),
      // @ts-expect-error the ticket number is missing
      () => notFound('cutOrders.ticketNotFound'),
      // @ts-expect-error the ticket number is misnamed
      () => notFound('cutOrders.ticketNotFound', { ticket: 1 }),
      // @ts-expect-error a message without parameters takes none
      () => conflict('db.duplicate', { id: 1 }),
    ];
    // A sentence is not a code of the catalogue either.
    expect(Object.keys(en)).not.toContain('at least one size needs a ratio above 0');
    expect(wrongCalls).toHaveLength(4);
  });
});

describe('localeOfAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['ZH-cn', 'zh-CN'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['en;q=0.5, zh-CN;q=0.8', 'zh-CN'],
    ['zh;q=0.5, en;q=0.8', 'en'],
    ['fr-FR, zh;q=0.5', 'zh-CN'],
    ['fr-FR, de', 'en'],
    ['zh;q=0, en', 'en'],
    ['*', 'en'],
    ['zhx', 'en'],
  ] as const)('%s → %s', (header, locale) => {
    expect(localeOfAcceptLanguage(header)).toBe(locale);
  });
});
