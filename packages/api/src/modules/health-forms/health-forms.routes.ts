import { HealthFormRequestSchema, HealthFormSchema, HealthTokenParamsSchema } from '@spa/domain';
import { healthForm, submitHealthForm } from './health-forms.service';
import { routePlugin } from '../../lib/route-options';

/** The guest's health questionnaire (issue 22), opened from the link e-mailed to the lead booker. */
export const healthFormsRoutes = routePlugin(['health'], ({ open, deps }) => {
  open.get('/api/health-form/:token', {
    summary: "A booking's health questionnaire: its guests, and the answers given so far",
    description: '404 for a link that is not valid, or a cancelled booking.',
    params: HealthTokenParamsSchema,
    response: HealthFormSchema,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return healthForm(deps, request.params.token);
    },
  });

  open.put('/api/health-form/:token', {
    summary: "Every guest's answers (contraindications, pregnancy, allergies, medication, consent)",
    description:
      'One answer per guest, in the order of the booking (400 naming Guests otherwise); given again, the newest stand; 409 once the visit is over.',
    params: HealthTokenParamsSchema,
    body: HealthFormRequestSchema,
    response: HealthFormSchema,
    handler: (request) => submitHealthForm(deps, request.params.token, request.body, new Date()),
  });
});
