import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthFormRequestSchema, HealthFormSchema, HealthTokenParamsSchema } from '@spa/domain';
import { routeOptions } from '../../lib/route-options';
import { healthForm, submitHealthForm } from './health-forms.service';

/** The guest's health questionnaire (issue 22), opened from the link e-mailed to the lead booker. */
export async function healthFormsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['health'];
  const open = routeOptions(tags);

  app.get(
    '/api/health-form/:token',
    open({
      summary: "A booking's health questionnaire: its guests, and the answers given so far",
      description: '404 for a link that is not valid, or a cancelled booking.',
      params: HealthTokenParamsSchema,
      response: { 200: HealthFormSchema },
    }),
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return healthForm(deps, request.params.token);
    },
  );

  app.put(
    '/api/health-form/:token',
    open({
      summary: "Every guest's answers (contraindications, pregnancy, allergies, medication, consent)",
      description:
        'One answer per guest, in the order of the booking (400 naming Guests otherwise); given again, the newest stand; 409 once the visit is over.',
      params: HealthTokenParamsSchema,
      body: HealthFormRequestSchema,
      response: { 200: HealthFormSchema },
    }),
    (request) => submitHealthForm(deps, request.params.token, request.body, new Date()),
  );
}
