import {
  OkResponseSchema,
  StaffProfileSchema,
  StaffSignInRequestSchema,
  StaffSignInResponseSchema,
} from '@spa/domain';
import { notFound } from '../../lib/http-error';
import { findStaffById } from './staff.repository';
import {
  profileOf,
  STAFF_DEVICE_COOKIE,
  staffOf,
  staffRoutePlugin,
  staffSignIn,
  staffSignOut,
} from './staff-auth';

/** The spa team's sign-in (issue 15): sign in for a shift, sign out, who is signed in. */
export const staffSessionRoutes = staffRoutePlugin(({ open, anyStaff, deps }) => {
  const deviceCookieOptions = {
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.env.PUBLIC_ORIGIN.startsWith('https:') || deps.env.NODE_ENV === 'production',
    path: '/api/staff/sign-in',
    maxAge: 365 * 86_400,
  } as const;

  open.post('/api/staff/sign-in', {
    summary: 'Staff sign-in: e-mail and password; an access token for the shift',
    description:
      '401 for a wrong e-mail or password; 429 after too many failures (as for members: a browser that signed in to the account before, its HttpOnly device cookie, is counted on its own). Audited.',
    body: StaffSignInRequestSchema,
    response: StaffSignInResponseSchema,
    handler: async (request, reply) => {
      const { response, deviceCookie } = await staffSignIn(deps, {
        ...request.body,
        ip: request.ip,
        deviceCookie: request.cookies[STAFF_DEVICE_COOKIE],
        now: new Date(),
      });
      if (deviceCookie) reply.setCookie(STAFF_DEVICE_COOKIE, deviceCookie, deviceCookieOptions);
      return reply.header('cache-control', 'no-store').send(response);
    },
  });

  anyStaff.post('/api/staff/sign-out', {
    summary: 'Ends this staff sign-in',
    response: OkResponseSchema,
    handler: (request) => staffSignOut(deps, staffOf(request)),
  });

  anyStaff.get('/api/staff/me', {
    summary: 'The signed-in staff member',
    response: StaffProfileSchema,
    handler: async (request) => {
      const staff = await findStaffById(deps.db, staffOf(request).id);
      if (!staff) throw notFound('No such staff member.');
      return profileOf(staff);
    },
  });
});
