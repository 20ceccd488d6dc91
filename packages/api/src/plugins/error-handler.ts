import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { EngineInputError, PricingError, type FieldError } from '@spa/domain';
import { HttpError, reasonPhrase } from '../lib/http-error';

function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return [context, path].filter(Boolean).join('.') || '(request)';
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
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: fieldName(error.validationContext, issue.instancePath),
        message: issue.message ?? 'is invalid',
      }));
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
