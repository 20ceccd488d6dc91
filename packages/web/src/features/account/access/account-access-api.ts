import type { EmailOnly, PasswordResetChangeRequest, ValidateMigrationResponse } from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';

export const sendRegistrationCode = (body: EmailOnly) =>
  apiRequest<{ ok: true }>('/api/account/verify-email', { body });
export const validateCode = (body: { emailAddress: string; code: string }) =>
  apiRequest<ValidateMigrationResponse>('/api/member/validate-migration', { body });

export const initiateReset = (body: EmailOnly) =>
  apiRequest<{ resetId: string }>('/api/password/password-reset-initiate', { body });
export const confirmReset = (body: { id: string; otp: string }) =>
  apiRequest<{ validationId: string }>('/api/password/password-reset-confirm', { body });
export const changeForgottenPassword = (body: PasswordResetChangeRequest) =>
  apiRequest<{ ok: true }>('/api/password/password-reset-change', { body });
