import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { EngineInputError, PricingError, type FieldError } from '@spa/domain';
import { HttpError, reasonPhrase } from '../lib/http-error';

function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return [context, path].filter(Boolean).join('.') || '(request)';
}

interface BranchIssue {
  path?: PropertyKey[];
  message?: string;
  code?: string;
  errors?: unknown;
}
interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: { errors?: unknown };
}

/** Is there a value at `path` under `root` (was that field sent)? */
function sent(root: unknown, path: readonly PropertyKey[]): boolean {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return false;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value !== undefined;
}

/**
 * Of a union's failed shapes, the one the input meant: most issues about fields that were
 * sent (that shape read them), then fewest issues.
 */
function nearestBranch(branches: BranchIssue[][], root: unknown, prefix: readonly PropertyKey[]) {
  const score = (branch: BranchIssue[]) =>
    branch.filter((issue) => sent(root, [...prefix, ...(issue.path ?? [])])).length;
  return branches.reduce((best, branch) => {
    const [a, b] = [score(branch), score(best)];
    return a > b || (a === b && branch.length < best.length) ? branch : best;
  });
}

/**
 * The field errors of one validation issue. A body that may take either of two shapes (a
 * union) fails as a whole with "Invalid input": name instead the fields of the shape it came
 * nearest to, so that a bad `date` is still `body.date`.
 */
function fieldErrors(context: string | undefined, issue: ValidationIssue, root: unknown): FieldError[] {
  const branches = issue.keyword === 'invalid_union' ? issue.params?.errors : undefined;
  if (!Array.isArray(branches) || branches.length === 0) {
    return [{ field: fieldName(context, issue.instancePath), message: issue.message ?? 'is invalid' }];
  }
  const prefix = issue.instancePath.split('/').filter(Boolean);
  const nearest = nearestBranch(branches as BranchIssue[][], root, prefix);
  return nearest.flatMap((inner) =>
    fieldErrors(
      context,
      {
        instancePath: `${issue.instancePath.replace(/\/$/, '')}/${(inner.path ?? []).map(String).join('/')}`,
        ...(inner.message !== undefined ? { message: inner.message } : {}),
        ...(inner.code !== undefined ? { keyword: inner.code } : {}),
        params: { errors: inner.errors },
      },
      root,
    ),
  );
}

/**
 * Errors Fastify meets before any route is found (a path that is not valid UTF-8
 * once decoded): a 400 naming the URL, in the one error shape.
 */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message = 'must be a valid URL (percent-encoded UTF-8)';
  void reply.code(400).send({
    statusCode: 400,
    error: 'Bad Request',
    message: `url: ${message}`,
    errors: [{ field: 'url', message }],
  });
}

/**
 * One error shape for every route: 4xx answers say what is wrong (400 names each
 * field), 5xx answers say nothing internal; the details go to the log only.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext;
      const inputs: Record<string, unknown> = {
        body: request.body,
        querystring: request.query,
        params: request.params,
      };
      const root = inputs[context ?? ''];
      const errors = error.validation.flatMap((issue) => fieldErrors(context, issue, root));
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: errors.map((e) => `${e.field}: ${e.message}`).join('; '),
        errors,
      });
    }
    if (error instanceof EngineInputError || error instanceof PricingError) {
      // The engine names a field of the body that names something the catalogue lacks.
      const field = `body.${error.field.replace(/\[(\d+)\]/g, '.$1')}`;
      const message = error.message.slice(error.field.length + 2);
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: `${field}: ${message}`,
        errors: [{ field, message }],
      });
    }
    if (error instanceof HttpError) {
      const retryAfter = error.extra?.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.code(error.statusCode).send(error.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side.',
      });
    }
    // Fastify's own 4xx (malformed JSON, body too large, rate limit): safe to pass on,
    // naming the body when it is the body's fault.
    const aboutBody = error.code?.startsWith('FST_ERR_CTP_');
    return reply.code(status).send({
      statusCode: status,
      error: reasonPhrase(status),
      message: error.message,
      ...(aboutBody ? { errors: [{ field: 'body', message: error.message }] } : {}),
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method} ${request.url} not found`,
    }),
  );
});
