/**
 * One way to declare an endpoint: who may call it (`role`), the zod schemas of its path
 * parameters, query and JSON body, an optional access check and throttle, then the handler. The
 * wrapper verifies the caller, parses every input, and turns whatever fails into the API's error
 * answer, so a handler receives typed, checked values and never re-checks or casts them.
 *
 * Order of the checks, each refusing before the next runs: a body over the endpoint's limit by its
 * declared or already-read size (413), the caller's role (401/403), a query key the endpoint does
 * not declare (400 `unknown-query-key`), an endpoint that creates its `Idempotency-Key`'s form
 * (400 `invalid-idempotency-key`), the path parameters and query (400), the body read within
 * its limit when nothing has read it yet (413), `access` (e.g. 403/404 for another qari's student),
 * the body's form (415/400), the key's earlier use (409 for another body, or the answer of its
 * first request: api/idempotency.ts), the throttle (429), then the handler.
 */
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import * as z from 'zod/mini';
import { ApiError, methodNotAllowed } from './errors.ts';
import { checkRole, verifyCaller, type Caller, type Role } from './auth.ts';
import { MAX_JSON_BYTES, jsonOf, readBodyWithin, refuseDeclaredBody } from './body.ts';
import { fieldProblemsOf } from '@masjid/domain/field-problems';
import { startThrottle, type ThrottleCounters, type ThrottleRule } from './throttle.ts';
import { FRESH_QUERY_KEY, isFreshValue } from '@masjid/domain/api-query';
import { claimKey, fingerprintOf, idempotencyKeyOf, randomId, sendReplay } from './idempotency.ts';

/**
 * An input's schema, or the schema with the message of its 400 answer. Without a message, a bad
 * body answers 'Some fields are missing or invalid' and a bad path or query the first complaint.
 */
export type Input<T> = z.ZodMiniType<T> | { schema: z.ZodMiniType<T>; message: string };

/** A zod object schema: the query's keys are its shape's (`z.object`, `z.extend`). */
type ObjectSchema<T> = z.ZodMiniType<T> & { def: { shape: Record<string, unknown> } };

/** A query's input: an object schema, whose keys are the only ones the endpoint takes. */
export type QueryInput<T> = ObjectSchema<T> | { schema: ObjectSchema<T>; message: string };

/** The verified caller of an endpoint with `role` R: none for a public endpoint. */
export type CallerOf<R extends Role> = R extends 'public' ? undefined : Caller;

/** What a handler receives: the request and response, the caller, and the parsed inputs. */
export interface Ctx<R extends Role, P, Q, B, A> {
  req: Request;
  res: Response;
  /** For answers that finish later (a file being sent) and may still fail. */
  next: NextFunction;
  caller: CallerOf<R>;
  params: P;
  query: Q;
  body: B;
  /** What the endpoint's `access` check returned (e.g. the student the path names). */
  access: A;
  /** The request's throttle counters (none unless the endpoint declares `throttle`). */
  throttle: ThrottleCounters;
  /**
   * The id of what an endpoint with `creates` makes (document id or Auth uid): derived from the
   * request's `Idempotency-Key` when it has one (a retry gets the same id, and the handler answers
   * what it finds under it), else random.
   */
  newId: string;
}

/** What `access` and `throttle` receive: the context without the handler's own parts. */
type CheckCtx<R extends Role, P, Q, B, A> = Omit<Ctx<R, P, Q, B, A>, 'throttle' | 'newId'>;

/** The declaration of an endpoint (see the module comment for the order of its checks). */
export interface EndpointSpec<R extends Role, P, Q, B, A> {
  role: R;
  params?: Input<P>;
  /**
   * The query's schema. Its keys are the only ones taken (and `fresh` on a GET, see
   * domain/src/api-query.ts): any other key answers 400 `unknown-query-key`, so a random
   * `?r=…` cannot make the endpoint work again past the CDN's copy.
   */
  query?: QueryInput<Q>;
  body?: Input<B>;
  /**
   * The largest request body in bytes (default `MAX_JSON_BYTES`, 16 KB); over it, 413 before
   * anything else is checked (by the declared or already-read size) or read (a chunked body is
   * counted as it arrives and refused at the limit). Multipart uploads declare their files' size.
   */
  bodyLimit?: number;
  /** Checks the caller may act on what the path names; its result is `ctx.access`. */
  access?: (ctx: CheckCtx<R, P, Q, undefined, undefined>) => Promise<A>;
  throttle?: ThrottleRule<CheckCtx<R, P, Q, B, A>>;
  /**
   * `Cache-Control` of a successful answer (the API answers `no-store` otherwise, and always on
   * errors). Only for public answers that are the same for every caller (see `PUBLIC_LIST_CACHE`).
   */
  cache?: string;
  /**
   * What a body that is not JSON is (for the API's description, api/openapi.ts): `multipart` for
   * a form with files, `bytes` for a raw upload chunk.
   */
  form?: 'multipart' | 'bytes';
  /**
   * The endpoint creates something (a document, an account): it takes `Idempotency-Key`
   * (api/idempotency.ts; its form checked with the query, its earlier use after the body, before
   * the throttle), and makes what it creates under `ctx.newId`, answering what it finds there on
   * a retry. Only for a signed-in role.
   */
  creates?: true;
}

/** What the API's description (api/openapi.ts) reads of an endpoint's declaration. */
export interface EndpointDescription {
  role: Role;
  params?: Input<unknown>;
  query?: Input<unknown>;
  body?: Input<unknown>;
  cache?: string;
  form?: 'multipart' | 'bytes';
  creates?: true;
}

/** The declaration of each handler `endpoint` built, for the API's description. */
const DECLARATIONS = new WeakMap<RequestHandler, EndpointDescription>();

/**
 * Cache of the public lists (jamat times, events, recordings and their counts): Hosting's CDN keeps
 * an answer 60 s (`s-maxage`), so a flood of the same URL reaches the function about once a minute
 * per CDN location. Browsers keep nothing (`max-age=0`): the site admin's pages read the same lists
 * right after a change and must not be shown the browser's old copy.
 */
export const PUBLIC_LIST_CACHE = 'public, max-age=0, s-maxage=60';

/**
 * The handler's answer: a value is sent as JSON (with whatever status the handler set); undefined
 * means the handler answered itself (`res.status(204).end()`, a file).
 */
export type Handler<R extends Role, P, Q, B, A> = (ctx: Ctx<R, P, Q, B, A>) => Promise<unknown>;

const BODY_MESSAGE = 'Some fields are missing or invalid';

/**
 * Parses `value` with an input; ApiError 400 `invalid-input` with each field's problem when it does
 * not fit (the input's value is kept in zod's issues, so a missing field is told `required`).
 */
export function parseInput<T>(input: Input<T>, value: unknown, fallbackMessage?: string): T {
  const { schema, message } = 'schema' in input ? input : { schema: input, message: undefined };
  const parsed = z.safeParse(schema, value, { reportInput: true });
  if (parsed.success) return parsed.data;
  const fields = fieldProblemsOf(parsed.error);
  throw new ApiError(
    'bad-request',
    'invalid-input',
    message ?? fallbackMessage ?? parsed.error.issues[0]?.message ?? BODY_MESSAGE,
    { fields },
  );
}

/**
 * The parsed input, or undefined without a schema. P, Q and B are inferred from their schemas and
 * default to undefined when a schema is absent; TypeScript cannot tie the two together, so this is
 * the one place that asserts it.
 */
function inputOf<T>(input: Input<T> | undefined, value: () => unknown, fallback?: string): T {
  return input ? parseInput(input, value(), fallback) : (undefined as T);
}

/** The methods that may carry `fresh` (Express answers HEAD with the GET handler). */
const READS = new Set(['GET', 'HEAD']);

/**
 * Refuses a query key that `query` does not declare (none when it is absent), but `fresh` on a
 * GET in its form (domain/src/api-query.ts): ApiError 400 `unknown-query-key` naming the key.
 */
function refuseUnknownQueryKeys(req: Request, query: QueryInput<unknown> | undefined): void {
  const schema = query && 'schema' in query ? query.schema : query;
  const keys = new Set(schema ? Object.keys(schema.def.shape) : []);
  for (const [key, value] of Object.entries(req.query)) {
    if (keys.has(key)) continue;
    if (key === FRESH_QUERY_KEY && READS.has(req.method) && isFreshValue(value)) continue;
    throw new ApiError('bad-request', 'unknown-query-key', `Unknown query key: ${key}`, {
      params: { key: key.slice(0, 64) },
    });
  }
}

const noCounters: ThrottleCounters = {
  record: () => Promise.resolve(),
  clear: () => Promise.resolve(),
  settle: () => Promise.resolve(),
};

async function callerFor<R extends Role>(req: Request, role: R): Promise<CallerOf<R>>;
async function callerFor(req: Request, role: Role): Promise<Caller | undefined> {
  if (role === 'public') return undefined;
  const caller = await verifyCaller(req);
  checkRole(caller.claims, role);
  return caller;
}

/** Builds the Express handler of an endpoint declared with `spec` and answered by `handler`. */
export function endpoint<
  R extends Role,
  P = undefined,
  Q = undefined,
  B = undefined,
  A = undefined,
>(spec: EndpointSpec<R, P, Q, B, A>, handler: Handler<R, P, Q, B, A>): RequestHandler {
  const handle: RequestHandler = async (req, res, next) => {
    try {
      const bodyLimit = spec.bodyLimit ?? MAX_JSON_BYTES;
      refuseDeclaredBody(req, bodyLimit);
      const caller = await callerFor(req, spec.role);
      refuseUnknownQueryKeys(req, spec.query);
      const key = spec.creates && caller ? idempotencyKeyOf(req) : undefined;
      const params = inputOf(spec.params, () => req.params);
      const query = inputOf(spec.query, () => req.query);
      await readBodyWithin(req, bodyLimit);
      const access = spec.access
        ? await spec.access({
            req,
            res,
            next,
            caller,
            params,
            query,
            body: undefined,
            access: undefined,
          })
        : inputOf<A>(undefined, () => undefined);
      const body = inputOf(spec.body, () => jsonOf(req, bodyLimit), BODY_MESSAGE);
      const ctx = { req, res, next, caller, params, query, body, access };
      const claimed =
        key && caller ? await claimKey(req, caller.uid, key, fingerprintOf(req, body)) : undefined;
      if (claimed && 'replay' in claimed) {
        sendReplay(res, claimed.replay);
        return;
      }
      const claim = claimed?.claim;
      const throttle = spec.throttle
        ? await startThrottle(spec.throttle, await spec.throttle.limits(ctx), (s) =>
            res.set('Retry-After', String(s)),
          )
        : noCounters;
      let answer;
      try {
        answer = await handler({ ...ctx, throttle, newId: claim?.newId ?? randomId() });
      } catch (err) {
        await claim?.failed(err);
        throw err;
      } finally {
        await throttle.settle();
      }
      await claim?.answered(res.statusCode, res.get('Location'), answer);
      if (spec.cache) res.set('Cache-Control', spec.cache);
      if (answer !== undefined) res.json(answer);
    } catch (err) {
      next(err);
    }
  };
  const { role, params, query, body, cache, form, creates } = spec;
  DECLARATIONS.set(handle, { role, params, query, body, cache, form, creates });
  return handle;
}

export type Method = 'get' | 'post' | 'put' | 'delete';

/** A path of a router and the declaration of each of its methods' endpoints. */
export interface RouteDescription {
  /** Express's form: `/events/:id`. */
  path: string;
  methods: Partial<Record<Method, EndpointDescription>>;
}

/** The routes `route` added to each router, in order. */
const ROUTES = new WeakMap<Router, RouteDescription[]>();

/**
 * The routes `route` added to `router`, each method with its endpoint's declaration (a handler not
 * built by `endpoint` has none and is left out).
 */
export function routesOf(router: Router): readonly RouteDescription[] {
  return ROUTES.get(router) ?? [];
}

/** Adds `path` with a handler per method; any other method answers 405 with `Allow`. */
export function route(
  router: Router,
  path: string,
  methods: Partial<Record<Method, RequestHandler>>,
): void {
  const described: RouteDescription = { path, methods: {} };
  for (const [method, handler] of Object.entries(methods)) {
    const declaration = handler && DECLARATIONS.get(handler);
    if (declaration && isMethod(method)) described.methods[method] = declaration;
  }
  ROUTES.set(router, [...routesOf(router), described]);
  const chain = router.route(path);
  const allowed: string[] = [];
  for (const method of ['get', 'post', 'put', 'delete'] as const) {
    const handler = methods[method];
    if (!handler) continue;
    chain[method](handler);
    allowed.push(method.toUpperCase());
  }
  chain.all(methodNotAllowed(allowed));
}

function isMethod(value: string): value is Method {
  return value === 'get' || value === 'post' || value === 'put' || value === 'delete';
}
