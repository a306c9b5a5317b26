/**
 * One way to declare an endpoint: who may call it (`role`), the zod schemas of its path
 * parameters, query and JSON body, an optional access check and throttle, then the handler. The
 * wrapper verifies the caller, parses every input, and turns whatever fails into the API's error
 * answer, so a handler receives typed, checked values and never re-checks or casts them.
 *
 * Order of the checks, each refusing before the next runs: the caller's role (401/403), the path
 * parameters and query (400), `access` (e.g. 403/404 for another qari's student), the body
 * (413/415/400), the throttle (429), then the handler.
 */
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import * as z from 'zod/mini';
import { ApiError, methodNotAllowed } from './errors.ts';
import { checkRole, verifyCaller, type Caller, type Role } from './auth.ts';
import { jsonOf } from './body.ts';
import { fieldProblemsOf } from '@masjid/domain/field-problems';
import { startThrottle, type ThrottleCounters, type ThrottleRule } from './throttle.ts';

/**
 * An input's schema, or the schema with the message of its 400 answer. Without a message, a bad
 * body answers 'Some fields are missing or invalid' and a bad path or query the first complaint.
 */
export type Input<T> = z.ZodMiniType<T> | { schema: z.ZodMiniType<T>; message: string };

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
}

/** The declaration of an endpoint (see the module comment for the order of its checks). */
export interface EndpointSpec<R extends Role, P, Q, B, A> {
  role: R;
  params?: Input<P>;
  query?: Input<Q>;
  body?: Input<B>;
  /** Checks the caller may act on what the path names; its result is `ctx.access`. */
  access?: (ctx: Omit<Ctx<R, P, Q, undefined, undefined>, 'throttle'>) => Promise<A>;
  throttle?: ThrottleRule<Omit<Ctx<R, P, Q, B, A>, 'throttle'>>;
  /**
   * `Cache-Control` of a successful answer (the API answers `no-store` otherwise, and always on
   * errors). Only for public answers that are the same for every caller (see `PUBLIC_LIST_CACHE`).
   */
  cache?: string;
}

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
  return async (req, res, next) => {
    try {
      const caller = await callerFor(req, spec.role);
      const params = inputOf(spec.params, () => req.params);
      const query = inputOf(spec.query, () => req.query);
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
      const body = inputOf(spec.body, () => jsonOf(req), BODY_MESSAGE);
      const ctx = { req, res, next, caller, params, query, body, access };
      const throttle = spec.throttle
        ? await startThrottle(spec.throttle, await spec.throttle.limits(ctx), (s) =>
            res.set('Retry-After', String(s)),
          )
        : noCounters;
      let answer;
      try {
        answer = await handler({ ...ctx, throttle });
      } finally {
        await throttle.settle();
      }
      if (spec.cache) res.set('Cache-Control', spec.cache);
      if (answer !== undefined) res.json(answer);
    } catch (err) {
      next(err);
    }
  };
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** Adds `path` with a handler per method; any other method answers 405 with `Allow`. */
export function route(
  router: Router,
  path: string,
  methods: Partial<Record<Method, RequestHandler>>,
): void {
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
