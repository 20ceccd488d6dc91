import {
  ClosureRequestSchema,
  RotaChangeResponseSchema,
  RotaDateParamsSchema,
  RotaDayParamsSchema,
  RotaDayRequestSchema,
  RotaWeekQuerySchema,
  RotaWeekSchema,
} from '@spa/domain';
import { staffOf, staffRoutePlugin } from './staff-auth';
import { closeSpa, reopenSpa, resetRotaDay, rotaWeek, setRotaDay } from './rota.service';

/** The rota (issue 19): a week of shifts for everyone; a spa manager changes a therapist's day or closes the spa. Every call checks the role. */
export const staffRotaRoutes = staffRoutePlugin(({ anyStaff, managers, deps }) => {
  anyStaff.get('/api/staff/rota', {
    summary:
      "A week of the rota: each therapist's shifts per date (the rota's, else the weekly pattern), and closures",
    querystring: RotaWeekQuerySchema,
    response: RotaWeekSchema,
    handler: (request) => rotaWeek(deps, request.query.from),
  });

  managers.put('/api/staff/rota/:staffId/:date', {
    summary: "A spa manager sets a therapist's shifts and breaks on a date (none: a day off; audited)",
    description:
      'An End at or before the Start ends the next day. Answers with the confirmed treatments the change strands on the date and the next, to re-home.',
    params: RotaDayParamsSchema,
    body: RotaDayRequestSchema,
    response: RotaChangeResponseSchema,
    handler: (request) =>
      setRotaDay(deps, staffOf(request).id, request.params.staffId, request.params.date, request.body),
  });

  managers.delete('/api/staff/rota/:staffId/:date', {
    summary: "A spa manager returns a therapist's date to the weekly pattern (audited)",
    params: RotaDayParamsSchema,
    response: RotaChangeResponseSchema,
    handler: (request) =>
      resetRotaDay(deps, staffOf(request).id, request.params.staffId, request.params.date),
  });

  managers.put('/api/staff/closures/:date', {
    summary: "A spa manager closes the spa's treatments on a date (audited)",
    description: 'Answers with the confirmed treatments it strands, to move or cancel.',
    params: RotaDateParamsSchema,
    body: ClosureRequestSchema,
    response: RotaChangeResponseSchema,
    handler: (request) => closeSpa(deps, staffOf(request).id, request.params.date, request.body),
  });

  managers.delete('/api/staff/closures/:date', {
    summary: 'A spa manager opens a closed date again (audited)',
    params: RotaDateParamsSchema,
    response: RotaChangeResponseSchema,
    handler: (request) => reopenSpa(deps, staffOf(request).id, request.params.date),
  });
});
