/**
 * Request validation in three layers:
 *  0. for every route, declared or not: before any schema runs, the parsed params, query string and
 *     body are walked once and refused (400) when a string or a key holds a control character other
 *     than tab and line breaks, or a lone UTF-16 surrogate (a database refuses NUL in text and
 *     mangles a lone surrogate), when a number is not finite or not a safe integer in size, or when
 *     objects and arrays nest deeper than `MAX_INPUT_DEPTH`.
 *  1. shape and types: a JSON schema per part (`schema.body`, `schema.querystring`, `schema.params`),
 *     compiled by the Ajv instances below. Bodies are strict: no unknown keys (use `strictObject`),
 *     no type coercion. Query strings and path params are coerced ("42" → 42) since they are text.
 *     An integer schema without bounds gets the range of a PostgreSQL `integer` column, a number
 *     schema the safe-integer range, so an id of 2^31 is a 400 and never an overflow in a query.
 *  2. the shared validation rules: `preHandler: rules(loginSchema)` runs the same `FormSchema` the
 *     forms use (`@arcadia/shared/core`) and answers the first broken rule in the request's locale.
 * Both fail as a 400 envelope `{success:false, message, data}`.
 */
import { Ajv, type ErrorObject } from 'ajv';
import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasForbiddenCharacter, validateValues, type FormSchema, type LanguageCode } from '@arcadia/shared/core';
import { ApiError } from './api-error.js';
import { commonTexts, fieldLabel, interpolate } from './messages.js';

type JsonSchema = Record<string, unknown>;

/** The range of a PostgreSQL `integer` column: the default bounds of every integer schema. */
export const INTEGER_MIN = -2_147_483_648;
export const INTEGER_MAX = 2_147_483_647;
/** Objects and arrays in a request nest at most this deep; deeper input is refused before any schema walks it. */
export const MAX_INPUT_DEPTH = 32;

/** An object schema that rejects unknown keys. `required` lists keys that must be present. */
export function strictObject(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) };
}

/** Small builders for the common property types. */
export const t = {
  string: (extra: JsonSchema = {}) => ({ type: 'string', ...extra }),
  /** An integer; without `minimum` / `maximum`, the range of an `integer` column (`withNumberBounds`). */
  integer: (extra: JsonSchema = {}) => ({ type: 'integer', ...extra }),
  /** A number; without `minimum` / `maximum`, the safe-integer range (`withNumberBounds`). */
  number: (extra: JsonSchema = {}) => ({ type: 'number', ...extra }),
  boolean: () => ({ type: 'boolean' }),
  /** A positive integer id, as in `/page/:id`. */
  id: () => ({ type: 'integer', minimum: 1, maximum: INTEGER_MAX }),
  /** A string, or a number the client may send for numeric fields (e.g. `country`). */
  stringOrNumber: () => ({ type: ['string', 'number'] }),
  enum: <T extends string | number>(values: readonly T[]) => ({ enum: [...values] }),
} as const;

// Not `strictNumbers`: with it Ajv skips `maximum` for a value it coerced to Infinity (a query
// string "1e400"), so Infinity passes; the bounds every number gets (below) refuse it instead.
const strictAjv = new Ajv({ allErrors: false, coerceTypes: false, removeAdditional: false, useDefaults: true, strict: false });
const coercingAjv = new Ajv({ allErrors: false, coerceTypes: 'array', removeAdditional: false, useDefaults: true, strict: false });

/** Keywords whose values are data, not schemas: never given bounds. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);

/**
 * A copy of `schema` where every integer or number schema without a bound has one: the `integer`
 * column range for integers, the safe-integer range where `number` is allowed. Applied to every
 * schema a route declares, so a hand-written `{ type: 'integer' }` is bounded too.
 */
export function withNumberBounds(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNumberBounds);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = DATA_KEYWORDS.has(key) ? value : withNumberBounds(value);
  const types = (Array.isArray(out.type) ? out.type : [out.type]).filter((x): x is string => typeof x === 'string');
  if (types.includes('integer') || types.includes('number')) {
    const [min, max] = types.includes('number') ? [-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER] : [INTEGER_MIN, INTEGER_MAX];
    if (!('minimum' in out) && !('exclusiveMinimum' in out)) out.minimum = min;
    if (!('maximum' in out) && !('exclusiveMaximum' in out)) out.maximum = max;
  }
  return out;
}

/** What is wrong with a request's input, in the shape of an Ajv error so one text builder describes both. */
export interface InputProblem {
  keyword: 'forbiddenCharacter' | 'maxDepth' | 'minimum' | 'maximum';
  /** JSON pointer of the value (`/name`); for a bad key, of the object holding it. */
  instancePath: string;
  params: { limit?: number };
}

/**
 * The first value in `input` (params, query or parsed body) that must not reach a handler, or null.
 * Iterative, so a 10,000-level body is measured without recursion; stops at the first problem.
 */
export function inputProblem(input: unknown): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenCharacter(value)) return { keyword: 'forbiddenCharacter', instancePath: path, params: {} };
    } else if (typeof value === 'number') {
      // Written so that NaN fails too.
      if (!(value <= Number.MAX_SAFE_INTEGER)) return { keyword: 'maximum', instancePath: path, params: { limit: Number.MAX_SAFE_INTEGER } };
      if (!(value >= -Number.MAX_SAFE_INTEGER)) return { keyword: 'minimum', instancePath: path, params: { limit: -Number.MAX_SAFE_INTEGER } };
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      if (depth >= MAX_INPUT_DEPTH) return { keyword: 'maxDepth', instancePath: '', params: { limit: MAX_INPUT_DEPTH } };
      for (const [key, child] of Object.entries(value)) {
        if (hasForbiddenCharacter(key)) return { keyword: 'forbiddenCharacter', instancePath: path, params: {} };
        stack.push({ value: child, path: `${path}/${key}`, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** The error a request with bad input fails with: answered by the error handler like a schema error (400). */
function inputError(problem: InputProblem, part: 'params' | 'querystring' | 'body'): Error {
  return Object.assign(new Error(`${part}${problem.instancePath} ${problem.keyword}`), { statusCode: 400, validation: [problem], validationContext: part });
}

type TextsByLocale = Record<
  LanguageCode,
  {
    types: Record<string, string>;
    missing: string;
    unknown: string;
    type: string;
    enum: string;
    min: string;
    max: string;
    minLength: string;
    maxLength: string;
    invalid: string;
    character: string;
    characterSomewhere: string;
    depth: string;
  }
>;

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
    character: '"{{field}}" alanı izin verilmeyen bir karakter içeriyor',
    characterSomewhere: 'izin verilmeyen bir karakter içeriyor',
    depth: 'iç içe en fazla {{limit}} düzey olabilir',
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
    character: '"{{field}}" contains a character that is not allowed',
    characterSomewhere: 'it contains a character that is not allowed',
    depth: 'it may nest at most {{limit}} levels deep',
  },
};

const isPlainName = (name: string) => /^[\w-]{1,40}$/.test(name);

/** Turns the first Ajv error into "Geçersiz istek: "id" alanı tam sayı olmalıdır" (or English). */
export function describeSchemaError(errors: Partial<ErrorObject>[] | undefined, _part: string | undefined, locale: LanguageCode): string {
  const base = commonTexts[locale].validation.invalidBody;
  const error = errors?.[0];
  if (!error) return base;
  const texts = schemaTexts[locale];
  const params = (error.params ?? {}) as Record<string, unknown>;
  const segments = (error.instancePath ?? '').split('/').filter(Boolean);
  // A field name the client chose is echoed only when it looks like one (no 10 KB or invisible keys).
  const path = segments.every(isPlainName) ? segments.join('.') : '';
  const field = (name: string) => fieldLabel(name, locale);
  let detail: string | null;
  switch (error.keyword) {
    case 'required':
      detail = interpolate(texts.missing, { field: field(String(params.missingProperty ?? '')) });
      break;
    case 'additionalProperties':
      detail = isPlainName(String(params.additionalProperty)) ? interpolate(texts.unknown, { field: String(params.additionalProperty) }) : null;
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
      detail = path ? interpolate(texts.min, { field: field(path), limit: String(params.limit) }) : null;
      break;
    case 'maximum':
    case 'exclusiveMaximum':
      detail = path ? interpolate(texts.max, { field: field(path), limit: String(params.limit) }) : null;
      break;
    case 'minLength':
      detail = interpolate(texts.minLength, { field: field(path), limit: String(params.limit) });
      break;
    case 'maxLength':
      detail = interpolate(texts.maxLength, { field: field(path), limit: String(params.limit) });
      break;
    case 'forbiddenCharacter':
      detail = path ? interpolate(texts.character, { field: field(path) }) : texts.characterSomewhere;
      break;
    case 'maxDepth':
      detail = interpolate(texts.depth, { limit: String(params.limit) });
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

/**
 * Installs the two Ajv compilers (strict for bodies, coercing for query strings, params and headers;
 * both bounding numbers) and the input check every route runs before its schemas, schema or not.
 */
export default fp(
  async (app) => {
    app.setValidatorCompiler(({ schema, httpPart }) => {
      const ajv = httpPart === 'body' ? strictAjv : coercingAjv;
      return ajv.compile(withNumberBounds(schema) as JsonSchema);
    });
    app.addHook('preValidation', async (request) => {
      const parts = [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const;
      for (const [part, value] of parts) {
        const problem = inputProblem(value);
        if (problem) throw inputError(problem, part);
      }
    });
  },
  { name: 'validation' },
);
