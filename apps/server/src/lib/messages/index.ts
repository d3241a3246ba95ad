import { fillTemplate, type MessageLocale, parseValidationMessage, type Placeholders } from '@gbo/contracts';
import { en, type MessageCode } from './en';
import { zhCN } from './zh-CN';

export type { MessageCode };

/** Words in each language the UI speaks (an import's column header, an export's). */
export type Words = Readonly<Record<MessageLocale, string>>;

/** A parameter already written in each language (e.g. zod's own sentence for a check no schema worded). */
export type LocalizedText = { readonly localized: Words };
/** A parameter: a value (a number, a name, an id…) or a message of its own, rendered in the same language. */
export type ParamValue = string | number | Message | LocalizedText;

/**
 * What the server answers with: a stable code, its parameters, and for a validation message the field it
 * names (the message then reads 'items[0].qty: must be …'). Rendered in the request's language at the end.
 */
export interface Message {
  readonly code: MessageCode;
  readonly params: Readonly<Record<string, ParamValue>>;
  readonly field?: string;
}

/** The parameters a code's English template names, each required. */
export type MessageParams<C extends MessageCode> = {
  readonly [K in Placeholders<(typeof en)[C]>]: ParamValue;
};
/** Nothing for a template without parameters, else its parameters: a missing one does not compile. */
export type ParamArgs<C extends MessageCode> = [Placeholders<(typeof en)[C]>] extends [never]
  ? []
  : [params: MessageParams<C>];

export function msg<C extends MessageCode>(code: C, ...args: ParamArgs<C>): Message {
  return { code, params: args[0] ?? {} };
}

export const CATALOGUES: Readonly<Record<MessageLocale, Readonly<Record<MessageCode, string>>>> = {
  en,
  'zh-CN': zhCN,
};

function renderParam(value: ParamValue, locale: MessageLocale): string {
  if (typeof value === 'object') {
    return 'localized' in value ? value.localized[locale] : renderMessage(value, locale);
  }
  return String(value);
}

/** The message's sentence in a language; a field-named one reads '<field>: <sentence>' unless it starts with the field. */
export function renderMessage(message: Message, locale: MessageLocale): string {
  const values = Object.fromEntries(
    Object.entries(message.params).map(([name, value]) => [name, renderParam(value, locale)]),
  );
  const text = fillTemplate(CATALOGUES[locale][message.code], values);
  const { field } = message;
  if (field === undefined || text === field || text.startsWith(`${field} `)) return text;
  return `${field}: ${text}`;
}

/** The parameters as the wire carries them: a nested message as its code and parameters, a field by name. */
export function wireParams(message: Message): Record<string, unknown> {
  const params: Record<string, unknown> = Object.fromEntries(
    Object.entries(message.params).map(([name, value]) => [
      name,
      typeof value !== 'object'
        ? value
        : 'localized' in value
          ? value.localized.en
          : { code: value.code, params: wireParams(value) },
    ]),
  );
  if (message.field !== undefined) params.field = message.field;
  return params;
}

/**
 * The language to answer in from an `Accept-Language` header: the supported language the caller ranks
 * highest (q-values honoured, ties in the order given); any Chinese (zh, zh-CN, zh-Hans…) is answered in
 * Simplified Chinese, everything else in English.
 */
export function localeOfAcceptLanguage(header: string | string[] | undefined): MessageLocale {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranges = text
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attributes] = part.split(';').map((piece) => piece.trim());
      const q = attributes.find((attribute) => /^q=/i.test(attribute));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.tag !== '' && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    if (/^zh(-|$)/.test(tag)) return 'zh-CN';
    if (/^en(-|$)/.test(tag) || tag === '*') return 'en';
  }
  return 'en';
}

/**
 * A validation sentence of @gbo/contracts (a schema's, or a shared check's such as `mixedCartonProblems`) as a
 * message naming its field: found in the validation catalogue by its English text.
 */
export function fieldProblem(field: string, text: string): Message {
  const parsed = parseValidationMessage(text);
  if (parsed) return { code: parsed.code, params: parsed.params, field };
  return {
    code: 'validation.invalid',
    params: { detail: { localized: { en: text, 'zh-CN': text } } },
    field,
  };
}

/** A message's English sentence (tests compare answers with it; logs and the audit log keep it). */
export const english = (message: Message): string => renderMessage(message, 'en');
