/**
 * Malformed requests for one operation of the API's description (functions/src/api/openapi.ts,
 * `GET /api/openapi.json`), as fast-check arbitraries. Each request is wrong in at least one way
 * the description itself tells, so no version of the server may accept it:
 *
 * - `caller`: no token, a garbage token, or the token of a role the operation's `x-role` leaves out;
 * - `method`: a method the path does not take (405);
 * - `query`: a key the operation does not declare, a declared key with a value its schema refuses,
 *   or a query over the API's 256 characters;
 * - `path`: a path parameter its schema refuses (odd characters, broken `%` escapes, huge), or a
 *   segment more;
 * - `body` (an operation with a body): bad JSON, another content type, a body over 16 KB, another
 *   top-level type, a required key missing, an unknown key, a field of the wrong type, over its
 *   length or range, or outside its enum; multipart and upload bodies get bytes of no form.
 *
 * The rest of the request is as right as the description allows (the caller of an allowed role,
 * the fixture's ids as path parameters), so the one defect is what the server must find.
 */
import fc from 'fast-check';

export type JsonSchema = Record<string, unknown>;

/** An operation of the description, with what the fuzzer reads of it. */
export interface Operation {
  method: string;
  /** OpenAPI's form: `/events/{id}`. */
  path: string;
  /** Every method the path takes (upper case). */
  allowed: string[];
  role: string | string[];
  parameters: {
    name: string;
    in: 'path' | 'query' | 'header';
    required: boolean;
    schema: JsonSchema;
  }[];
  /** The JSON body's schema; `form` for a multipart or upload body; none without a body. */
  body?: { json?: JsonSchema; form?: string };
}

/** A request to send: the path with its query, method, headers and body. */
export interface FuzzRequest {
  kind: string;
  method: string;
  url: string;
  caller?: string;
  token?: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** What the fuzzer may call with: a token per caller name, and which role each has. */
export interface Callers {
  tokens: Record<string, string>;
  /** The roles (`siteAdmin`, `admin`, `qari`, `student`, or none) of each caller. */
  roles: Record<string, string | undefined>;
}

const isObject = (v: unknown): v is JsonSchema =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const types = (schema: JsonSchema): string[] =>
  typeof schema.type === 'string'
    ? [schema.type]
    : Array.isArray(schema.type)
      ? schema.type.filter((t): t is string => typeof t === 'string')
      : [];

/** Odd strings: any unicode, controls, escapes, reserved names, path tricks, very long ones. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e\u0627',
    '𝕏𝕐',
    'سبق',
    '..',
    '../../etc/passwd',
    '%',
    '%zz',
    '%E0%A4%A',
    '__proto__',
    'constructor',
    '<script>',
    "'; --",
    'x'.repeat(2000),
    'ک'.repeat(5000),
  ),
);

/** Numbers at the edges: negative zero, fractions, huge, tiny, past the safe integers. */
export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 0.5, 1.5, 1e21, -1e308, 2 ** 53 + 2, 5e-324, 99999999999),
);

/**
 * A JSON value of odd strings and numbers, booleans, null, and lists and maps of up to `size`
 * entries whose keys are `keys`.
 */
export const oddValue = (size: number, keys: fc.Arbitrary<string>): fc.Arbitrary<unknown> =>
  fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      oddString,
      oddNumber,
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: size }),
      fc.dictionary(keys, tie('value'), { maxKeys: size }),
    ),
  })).value;

/** Any JSON value, odd strings and numbers included. */
export const oddJson: fc.Arbitrary<unknown> = oddValue(4, oddString);

/** A JSON value whose type is none of `allowed` (JSON Schema's type names). */
function valueNotOf(allowed: string[]): fc.Arbitrary<unknown> | undefined {
  const all: [string, fc.Arbitrary<unknown>][] = [
    ['string', oddString],
    ['number', fc.double({ noNaN: true, noDefaultInfinity: true })],
    ['integer', fc.integer()],
    ['boolean', fc.boolean()],
    ['null', fc.constant(null)],
    ['array', fc.array(oddJson, { maxLength: 3 })],
    ['object', fc.dictionary(oddString, oddJson, { maxKeys: 3 })],
  ];
  const options = all
    .filter(([t]) => !allowed.includes(t) && !(t === 'integer' && allowed.includes('number')))
    .map(([, a]) => a);
  // An integer is a number: a fraction is what an integer's schema refuses.
  if (allowed.includes('integer') && !allowed.includes('number'))
    options.push(fc.constantFrom(0.5, 1.5, -2.25));
  return options.length ? fc.oneof(...options) : undefined;
}

/** Values `schema` refuses for certain (by type, length, range or enum), if any. */
export function refusedBy(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const options: fc.Arbitrary<unknown>[] = [];
  const t = types(schema);
  if (t.length) {
    const other = valueNotOf(t);
    if (other) options.push(other);
  }
  if (Array.isArray(schema.enum)) {
    const known = schema.enum;
    options.push(oddString.filter((s) => !known.includes(s)));
  }
  if (typeof schema.maxLength === 'number')
    options.push(fc.constant('x'.repeat(schema.maxLength + 1)));
  if (typeof schema.maximum === 'number')
    options.push(fc.constantFrom(schema.maximum + 1, schema.maximum + 0.5, 1e21));
  if (typeof schema.minimum === 'number')
    options.push(fc.constantFrom(schema.minimum - 1, schema.minimum - 0.5, -1e21));
  return options.length ? fc.oneof(...options) : undefined;
}

/** A path or query value (text) `schema` refuses for certain, if any. */
function refusedText(schema: JsonSchema): fc.Arbitrary<string> | undefined {
  const options: fc.Arbitrary<string>[] = [];
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    options.push(oddString.filter((s) => !pattern.test(s)));
  }
  if (Array.isArray(schema.enum)) {
    const known = schema.enum.map(String);
    options.push(oddString.filter((s) => !known.includes(s)));
  }
  const t = types(schema);
  if (t.includes('integer') || t.includes('number'))
    options.push(
      fc.oneof(
        // Not a number in any form JavaScript reads ('', ' 1 ', '0x10' and '1e3' are).
        oddString.filter((s) => !Number.isFinite(Number(s))),
        ...(typeof schema.maximum === 'number' ? [fc.constant(String(schema.maximum + 1))] : []),
        ...(typeof schema.minimum === 'number' ? [fc.constant(String(schema.minimum - 1))] : []),
      ),
    );
  if (typeof schema.maxLength === 'number')
    options.push(fc.constant('x'.repeat(schema.maxLength + 1)));
  return options.length ? fc.oneof(...options) : undefined;
}

/** A value `schema` takes, from `candidates` (the fixture's ids first), for the other parts. */
function plausible(schema: JsonSchema, candidates: string[]): string {
  if (Array.isArray(schema.enum) && schema.enum.length) return String(schema.enum[0]);
  const t = types(schema);
  if (t.includes('integer') || t.includes('number'))
    return String(typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1);
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    return candidates.find((c) => pattern.test(c)) ?? candidates[0]!;
  }
  return candidates[0]!;
}

const enc = encodeURIComponent;
/**
 * A value escaped for a URL, cut to 1,500 characters (a cut escape is one more oddity): a URL over
 * Node's 16 KB of headers is refused by the HTTP server (431) before any app sees it.
 */
const escaped = (value: string) => enc(value).slice(0, 1500);

/** Bodies of no JSON: cut, single-quoted, trailing commas, a NUL, a byte order mark. */
const badJson = fc.oneof(
  fc.constantFrom('{', '{"a":', 'nul', '[1,]', "{'a':1}", '\u0000', '\ufeff{}x', '{"a":1}}', ''),
  fc.string().filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
);

/** An object of `schema`'s keys with odd values, then `change` applied. */
function objectOf(schema: JsonSchema, change: (o: Record<string, unknown>) => void) {
  const keys = Object.keys(isObject(schema.properties) ? schema.properties : {});
  const record = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, oddJson])), { requiredKeys: [] })
    : fc.constant({});
  return record.map((o) => {
    const copy: Record<string, unknown> = { ...o };
    change(copy);
    return copy;
  });
}

/** JSON bodies `schema` refuses for certain. */
function refusedBodies(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const objects = [schema, ...(Array.isArray(schema.anyOf) ? schema.anyOf : [])].filter(
    (s): s is JsonSchema => isObject(s) && types(s).includes('object'),
  );
  const options: fc.Arbitrary<unknown>[] = [];
  const onlyObjects =
    types(schema).includes('object') ||
    (Array.isArray(schema.anyOf) && objects.length === schema.anyOf.length);
  if (onlyObjects) options.push(valueNotOf(['object'])!);
  if (!types(schema).includes('object')) return options;
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  if (required.length)
    options.push(
      fc.constantFrom(...required).chain((missing) => objectOf(schema, (o) => delete o[missing])),
    );
  if (schema.additionalProperties === false)
    options.push(
      fc
        .tuple(
          oddString.filter((k) => !(k in properties) && k !== '__proto__'),
          oddJson,
        )
        .chain(([key, value]) => objectOf(schema, (o) => (o[key] = value))),
    );
  for (const [key, propertySchema] of Object.entries(properties)) {
    const refused = isObject(propertySchema) ? refusedBy(propertySchema) : undefined;
    if (refused) options.push(refused.chain((value) => objectOf(schema, (o) => (o[key] = value))));
  }
  return options;
}

/** Fills `{name}` of `path` with `values` (already escaped). */
function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'x');
}

/**
 * Malformed requests for `op` (see the module comment): `candidates` are path parameter values
 * that exist (the fixture's), `callers` the tokens of each role.
 */
export function malformedRequests(
  op: Operation,
  callers: Callers,
  candidates: string[],
): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const good = Object.fromEntries(
    pathParams.map((p) => [p.name, enc(plausible(p.schema, candidates))]),
  );
  const goodQuery = queryParams
    .filter((p) => p.required)
    .map((p) => `${enc(p.name)}=${enc(plausible(p.schema, candidates))}`)
    .join('&');
  const withQuery = (path: string, query = goodQuery) => (query ? `${path}?${query}` : path);
  const names = Object.keys(callers.tokens);
  const allowedRoles = op.role === 'public' ? undefined : [op.role].flat();
  const allowedCallers = allowedRoles
    ? names.filter((n) => allowedRoles.includes(callers.roles[n] ?? ''))
    : [undefined];
  const deniedCallers = allowedRoles
    ? names.filter((n) => !allowedRoles.includes(callers.roles[n] ?? ''))
    : [];
  const goodUrl = withQuery(fill(op.path, good));
  const request = (
    kind: string,
    url: string,
    caller: string | undefined,
    extra: Partial<FuzzRequest> = {},
  ): FuzzRequest => ({
    kind,
    method: op.method,
    url,
    caller,
    token: caller ? callers.tokens[caller] : undefined,
    headers: {},
    ...extra,
  });
  const allowed = fc.constantFrom(...allowedCallers);
  const kinds: fc.Arbitrary<FuzzRequest>[] = [];

  // Who calls.
  if (allowedRoles)
    kinds.push(
      fc
        .tuple(fc.constantFrom(undefined, 'garbage', ...deniedCallers), oddString)
        .map(([caller, junk]) =>
          caller === 'garbage'
            ? request('caller', goodUrl, undefined, {
                token: junk.replace(/[^A-Za-z0-9._-]/g, '') || 'x.y.z',
              })
            : request('caller', goodUrl, caller),
        ),
    );
  // How.
  kinds.push(
    fc
      .tuple(
        fc.constantFrom(
          ...['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((m) => !op.allowed.includes(m)),
        ),
        allowed,
      )
      .map(([method, caller]) => ({ ...request('method', goodUrl, caller), method })),
  );
  // The query.
  const declared = new Set(op.parameters.map((p) => p.name));
  kinds.push(
    fc
      .tuple(
        oddString.filter((k) => !declared.has(k) && k !== 'fresh' && k !== ''),
        oddString,
        allowed,
      )
      .map(([key, value, caller]) =>
        request(
          'query',
          withQuery(
            fill(op.path, good),
            [goodQuery, `${escaped(key)}=${escaped(value)}`].filter(Boolean).join('&'),
          ),
          caller,
        ),
      ),
    allowed.map((caller) =>
      request('query', `${fill(op.path, good)}?q=${'x'.repeat(300)}`, caller),
    ),
  );
  for (const param of queryParams) {
    const refused = refusedText(param.schema);
    if (!refused) continue;
    kinds.push(
      fc.tuple(refused, allowed).map(([value, caller]) => {
        const others = queryParams
          .filter((p) => p.required && p.name !== param.name)
          .map((p) => `${enc(p.name)}=${enc(plausible(p.schema, candidates))}`);
        return request(
          'query',
          withQuery(
            fill(op.path, good),
            [...others, `${enc(param.name)}=${escaped(value)}`].join('&'),
          ),
          caller,
        );
      }),
    );
  }
  // The headers it declares (`Idempotency-Key`), with a value it refuses that a header can carry.
  for (const param of op.parameters.filter((p) => p.in === 'header')) {
    const refused = refusedText(param.schema);
    if (!refused) continue;
    const pattern =
      typeof param.schema.pattern === 'string' ? new RegExp(param.schema.pattern) : /$^/;
    kinds.push(
      fc
        .tuple(
          refused.map((v) => v.replace(/[^\x21-\x7e]/g, '') || '?'),
          allowed,
        )
        .filter(([value]) => !pattern.test(value))
        .map(([value, caller]) =>
          request('header', goodUrl, caller, { headers: { [param.name]: value } }),
        ),
    );
  }
  // The path.
  for (const param of pathParams) {
    const refused = refusedText(param.schema);
    const raw = fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%00');
    kinds.push(
      fc
        // An empty parameter names another path (`/events/` is `/events`), so none is sent.
        .tuple(refused ? fc.oneof(refused.filter((v) => v !== '').map(escaped), raw) : raw, allowed)
        .map(([value, caller]) =>
          request('path', withQuery(fill(op.path, { ...good, [param.name]: value })), caller),
        ),
    );
  }
  kinds.push(
    fc
      .tuple(oddString, allowed)
      .map(([segment, caller]) =>
        request('path', withQuery(`${fill(op.path, good)}/~${escaped(segment)}`), caller),
      ),
  );
  // The body.
  const json = op.body?.json;
  if (json) {
    const send = (kind: string) => (pair: [unknown, string | undefined]) =>
      request(kind, goodUrl, pair[1], {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(pair[0]) ?? 'null',
      });
    kinds.push(
      fc.tuple(badJson, allowed).map(([text, caller]) =>
        request('body', goodUrl, caller, {
          headers: { 'content-type': 'application/json' },
          body: text,
        }),
      ),
      fc
        .tuple(
          oddJson,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/jsonx',
            undefined,
          ),
          allowed,
        )
        .map(([value, type, caller]) =>
          request('body', goodUrl, caller, {
            headers: type ? { 'content-type': type } : {},
            body: JSON.stringify(value) ?? '1',
          }),
        ),
      fc.tuple(fc.constant({ text: 'ک'.repeat(9000) }), allowed).map(send('body')),
      ...refusedBodies(json).map((bodies) => fc.tuple(bodies, allowed).map(send('body'))),
    );
  } else if (op.body?.form) {
    kinds.push(
      fc
        .tuple(
          fc.uint8Array({ maxLength: 2000 }),
          fc.constantFrom(
            'multipart/form-data; boundary=fuzz',
            'multipart/form-data',
            'application/octet-stream',
            'application/json',
          ),
          allowed,
        )
        .map(([bytes, type, caller]) =>
          request('body', goodUrl, caller, { headers: { 'content-type': type }, body: bytes }),
        ),
    );
  }
  return fc.oneof(...kinds);
}
