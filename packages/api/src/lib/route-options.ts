import { errorResponses } from './http-error';

/** A route's schema under its tags, the error answers (4xx, 5xx: one shape) beside its own. */
const schemaOf = <Schema extends { response: object }>(tags: string[], schema: Schema) => ({
  tags,
  ...schema,
  response: { ...schema.response, ...errorResponses },
});

/**
 * The options of a kind of JSON route, declared once (issue 26): its OpenAPI tags and the
 * error answers. The route itself stays explicit: its summary, params, body and answers.
 *
 * ```ts
 * const open = routeOptions(['staff']);
 * app.post('/api/staff/sign-in', open({ summary: '…', body: B, response: { 200: R } }), handler);
 * ```
 */
export function routeOptions(tags: string[]) {
  return <Schema extends { response: object }>(schema: Schema) => ({ schema: schemaOf(tags, schema) });
}

/** As `routeOptions`, for routes behind a guard (an onRequest hook: who may call them). */
export function guardedRouteOptions<Guard>(tags: string[], onRequest: Guard) {
  return <Schema extends { response: object }>(schema: Schema) => ({
    onRequest,
    schema: schemaOf(tags, schema),
  });
}
