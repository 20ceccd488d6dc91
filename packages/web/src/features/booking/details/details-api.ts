import type { AccountCreateStatus } from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';

/** Records whether creating an account here was attempted and failed (for the confirmation). */
export const putAccountStatus = (sessionId: string, status: AccountCreateStatus) =>
  apiRequest(`/api/session/${encodeURIComponent(sessionId)}/account-status`, { method: 'PUT', body: status });
