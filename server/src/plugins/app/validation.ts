/**
 * Request validation in two layers, both declared on every route:
 *  1. shape and types: a JSON schema per part (`schema.body`, `schema.querystring`, `schema.params`),
 *     compiled by the Ajv instances below. Bodies are strict: no unknown keys (use `strictObject`),
 *     no type coercion. Query strings and path params are coerced ("42" → 42) since they are text.
 *  2. the rules of spec section 5: `preHandler: rules(loginSchema)` runs the same `FormSchema` the
 *     forms use (`@arcadia/shared/core`) and answers the first broken rule in the request's locale.
 * Both fail as a 400 envelope `{success:false, message, data}`.
 */
import { Ajv, type ErrorObject } from 'ajv';
import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { validateValues, type FormSchema, type LanguageCode } from '@arcadia/shared/core';
import { ApiError } from './api-error.js';
import { commonTexts, fieldLabel, interpolate } from './messages.js';

type JsonSchema = Record<string, unknown>;

/** An object schema that rejects unknown keys. `required` lists keys that must be present. */
export function strictObject(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) };
}

/** Small builders for the common property types. */
export const t = {
  string: (extra: JsonSchema = {}) => ({ type: 'string', ...extra }),
  integer: (extra: JsonSchema = {}) => ({ type: 'integer', ...extra }),
  number: (extra: JsonSchema = {}) => ({ type: 'number', ...extra }),
  boolean: () => ({ type: 'boolean' }),
  /** A positive integer id, as in `/page/:id`. */
  id: () => ({ type: 'integer', minimum: 1, maximum: 2_147_483_647 }),
  /** A string, or a number the client may send for numeric fields (e.g. `country`). */
  stringOrNumber: () => ({ type: ['string', 'number'] }),
  enum: <T extends string | number>(values: readonly T[]) => ({ enum: [...values] }),
} as const;

const strictAjv = new Ajv({ allErrors: false, coerceTypes: false, removeAdditional: false, useDefaults: true, strict: false });
const coercingAjv = new Ajv({ allErrors: false, coerceTypes: 'array', removeAdditional: false, useDefaults: true, strict: false });

type TextsByLocale = Record<LanguageCode, { types: Record<string, string>; missing: string; unknown: string; type: string; enum: string; min: string; max: string; minLength: string; maxLength: string; invalid: string }>;

const schemaTexts: TextsByLocale = {
  tr: {
    types: { string: 'metin', integer: 'tam sayı', number: 'sayı', boolean: 'doğru/yanlış', object: 'nesne', array: 'liste', null: 'boş' },
    missing: '"{{field}}" alanı eksik',
    unknown: '"{{field}}" alanı tanınmıyor',
    type: '"{{field}}" alanı {{type}} olmalıdır',
    enum: '"{{field}}" alanı izin verilen değerlerden biri olmalıdır',
    min: '"{{field}}" en az {{limit}} olmalıdır',
    max: '"{{field}}" en fazla {{limit}} olmalıdır',
    minLength: '"{{field}}" en az {{limit}} karakter olmalıdır',
    maxLength: '"{{field}}" en fazla {{limit}} karakter olmalıdır',
    invalid: '"{{field}}" alanı geçersiz',
  },
  en: {
    types: { string: 'text', integer: 'a whole number', number: 'a number', boolean: 'true or false', object: 'an object', array: 'a list', null: 'empty' },
    missing: '"{{field}}" is missing',
    unknown: 'unknown field "{{field}}"',
    type: '"{{field}}" must be {{type}}',
    enum: '"{{field}}" must be one of the allowed values',
    min: '"{{field}}" must be at least {{limit}}',
    max: '"{{field}}" must be at most {{limit}}',
    minLength: '"{{field}}" must be at least {{limit}} characters',
    maxLength: '"{{field}}" must be at most {{limit}} characters',
    invalid: '"{{field}}" is invalid',
  },
};

/** Turns the first Ajv error into "Geçersiz istek: "id" alanı tam sayı olmalıdır" (or English). */
export function describeSchemaError(errors: Partial<ErrorObject>[] | undefined, _part: string | undefined, locale: LanguageCode): string {
  const base = commonTexts[locale].validation.invalidBody;
  const error = errors?.[0];
  if (!error) return base;
  const texts = schemaTexts[locale];
  const params = (error.params ?? {}) as Record<string, unknown>;
  const path = (error.instancePath ?? '').split('/').filter(Boolean).join('.');
  const field = (name: string) => fieldLabel(name, locale);
  let detail: string | null;
  switch (error.keyword) {
    case 'required':
      detail = interpolate(texts.missing, { field: field(String(params.missingProperty ?? '')) });
      break;
    case 'additionalProperties':
      detail = interpolate(texts.unknown, { field: String(params.additionalProperty ?? '') });
      break;
    case 'type': {
      const expected = String(params.type ?? '').split(',').map((x) => texts.types[x] ?? x).join(' / ');
      detail = path ? interpolate(texts.type, { field: field(path), type: expected }) : null;
      break;
    }
    case 'enum':
      detail = interpolate(texts.enum, { field: field(path) });
      break;
    case 'minimum':
    case 'exclusiveMinimum':
      detail = interpolate(texts.min, { field: field(path), limit: String(params.limit) });
      break;
    case 'maximum':
    case 'exclusiveMaximum':
      detail = interpolate(texts.max, { field: field(path), limit: String(params.limit) });
      break;
    case 'minLength':
      detail = interpolate(texts.minLength, { field: field(path), limit: String(params.limit) });
      break;
    case 'maxLength':
      detail = interpolate(texts.maxLength, { field: field(path), limit: String(params.limit) });
      break;
    default:
      detail = path ? interpolate(texts.invalid, { field: field(path) }) : null;
  }
  return detail ? `${base}: ${detail}` : base;
}

/** Rule errors of a `FormSchema` as translated texts by field; empty when the values pass. */
export function ruleErrors(schema: FormSchema, values: Record<string, unknown>, locale: LanguageCode): Record<string, string> {
  const texts = commonTexts[locale] as unknown as Record<string, Record<string, string>>;
  const out: Record<string, string> = {};
  for (const [fieldName, error] of Object.entries(validateValues(schema, values))) {
    const [group, key] = error.key.split('.') as [string, string];
    const template = texts[group]?.[key] ?? commonTexts[locale].validation.invalidBody;
    out[fieldName] = interpolate(template, error.values);
  }
  return out;
}

/**
 * preHandler running the rules of a shared `FormSchema` on the body (or query). On failure:
 * 400, message "<Field label>: <rule text>" for the first field, `data.errors` with every field's text.
 */
export function rules(schema: FormSchema, part: 'body' | 'query' = 'body'): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const source = request[part];
    const values = source && typeof source === 'object' ? (source as Record<string, unknown>) : {};
    const errors = ruleErrors(schema, values, request.locale);
    const first = Object.entries(errors)[0];
    if (first) {
      const [name, text] = first;
      throw new ApiError(400, `${fieldLabel(name, request.locale)}: ${text}`, { errors });
    }
  };
}

/** Installs the two Ajv compilers: strict for bodies, coercing for query strings, params and headers. */
export default fp(
  async (app) => {
    app.setValidatorCompiler(({ schema, httpPart }) => {
      const ajv = httpPart === 'body' ? strictAjv : coercingAjv;
      return ajv.compile(schema);
    });
  },
  { name: 'validation' },
);
