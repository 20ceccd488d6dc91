import {
  EmailOnlySchema,
  OkResponseSchema,
  ValidateMigrationRequestSchema,
  ValidateMigrationResponseSchema,
} from '@spa/domain';
import { declareRoutes, routePlugin } from '../../lib/route-options';
import { attemptOf } from '../identity';
import { initiateMigration, sendRegistrationCode, validateMigration } from './migration.service';

/** Proving an e-mail with a one-time code: former members' migration, and new visitors' registration. */
export const migrationRoutes = routePlugin(['member'], ({ open, app, deps }) => {
  const account = declareRoutes(app, ['account']);

  open.post('/api/member/initiate-migration', {
    summary: 'A former member without an account gets a code; anything else is not_found',
    body: EmailOnlySchema,
    response: OkResponseSchema,
    handler: (request) => initiateMigration(deps, request.body.emailAddress, attemptOf(request)),
  });

  open.post('/api/member/validate-migration', {
    summary: 'Checks the code; answers the names to prefill and a validation id for register',
    body: ValidateMigrationRequestSchema,
    response: ValidateMigrationResponseSchema,
    handler: (request) => validateMigration(deps, request.body, attemptOf(request)),
  });

  account.post('/api/account/verify-email', {
    summary: 'Register screen: sends a code to prove the e-mail (same answer for every e-mail)',
    body: EmailOnlySchema,
    response: OkResponseSchema,
    handler: (request) => sendRegistrationCode(deps, request.body.emailAddress, attemptOf(request)),
  });
});
