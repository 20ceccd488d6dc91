import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { errorResponses } from './http-error';

/** What a schema validates to; `undefined` where the route declares none. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a route's handler gets: its params, query string and body as its schemas parse them. */
export type RouteRequest<P, Q, B> = FastifyRequest<{
  Params: Parsed<P>;
  Querystring: Parsed<Q>;
  Body: Parsed<B>;
}>;

/**
 * One route: what the OpenAPI document says of it (summary, description), the schemas that
 * validate its input (a 400 naming the field otherwise), its success answer and its handler.
 * The tags, the guard and the error answers (4xx, 5xx: one shape) come from `declareRoutes`.
 */
export interface RouteSpec<P, Q, B, R extends z.ZodType> {
  summary: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The success answer (200 unless `status` says 201). */
  response: R;
  status?: 200 | 201;
  /** Answers of other statuses with a shape of their own (a 409 that says what to choose instead). */
  otherAnswers?: Record<number, z.ZodType>;
  /** The media types of an answer that is not JSON (a CSV), for the OpenAPI document. */
  produces?: string[];
  /** Per-route Fastify options: a tighter rate limit, a larger body, answers served as built. */
  config?: { rateLimit?: { max: number; timeWindow: string } };
  bodyLimit?: number;
  serializerCompiler?: () => (data: unknown) => string;
  handler: (
    request: RouteRequest<P, Q, B>,
    reply: FastifyReply,
  ) => z.input<R> | FastifyReply | Promise<z.input<R> | FastifyReply | void>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The guard of a kind of route: the onRequest hook that says who may call it (none: anyone). */
export type RouteGuard = onRequestAsyncHookHandler | undefined;

/**
 * The one way to declare a JSON route (issue 26, decisions 0425 and 0450): a plugin names its
 * kind of route once (its OpenAPI tags and guard) and declares each route as its URL and spec.
 *
 * ```ts
 * const member = declareRoutes(app, ['stay'], app.requireMember);
 * member.get('/api/stay/:id', { summary: '…', params: P, response: R, handler: (request) => … });
 * ```
 */
export function declareRoutes(app: FastifyInstance, tags: string[], guard?: RouteGuard) {
  const declare =
    (method: Method) =>
    <P = undefined, Q = undefined, B = undefined, R extends z.ZodType = z.ZodType>(
      url: string,
      spec: RouteSpec<P, Q, B, R>,
    ) => {
      const { summary, description, params, querystring, body, response, status = 200 } = spec;
      const schema = {
        tags,
        summary,
        ...(description && { description }),
        ...(params && { params }),
        ...(querystring && { querystring }),
        ...(body && { body }),
        ...(spec.produces && { produces: spec.produces }),
        response: { [status]: response, ...errorResponses, ...spec.otherAnswers },
      };
      app.route({
        method,
        url,
        schema,
        ...(guard && { onRequest: guard }),
        ...(spec.config && { config: spec.config }),
        ...(spec.bodyLimit && { bodyLimit: spec.bodyLimit }),
        ...(spec.serializerCompiler && { serializerCompiler: spec.serializerCompiler }),
        handler: spec.handler as RouteHandlerMethod,
      });
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}

/** The routes of one kind, as `declareRoutes` gives them. */
export type DeclaredRoutes = ReturnType<typeof declareRoutes>;

/** What a route plugin declares its routes with: its two kinds of route, the app and its deps. */
export interface RoutePluginScope {
  /** Anyone may call these. */
  open: DeclaredRoutes;
  /** A signed-in member's (401 otherwise): `memberOf(request)` names them. */
  member: DeclaredRoutes;
  app: FastifyInstance;
  deps: FastifyInstance['deps'];
  tags: string[];
}

/**
 * A plugin of routes under one set of OpenAPI tags (issue 26): the body declares its routes with
 * the kinds it is given. The staff side adds its own kinds (`staffRoutes`).
 *
 * ```ts
 * export const stayRoutes = routePlugin(['stay'], ({ member, deps }) => {
 *   member.get('/api/stay/:id', { summary: '…', params: P, response: R, handler: (request) => … });
 * });
 * ```
 */
export function routePlugin(tags: string[], body: (scope: RoutePluginScope) => void | Promise<void>) {
  return async function routes(app: FastifyInstance) {
    await body({
      open: declareRoutes(app, tags),
      member: declareRoutes(app, tags, app.requireMember),
      app,
      deps: app.deps,
      tags,
    });
  };
}
