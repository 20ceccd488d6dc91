import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { AppFrame } from '../components/layout/app-frame';
import { useAccountConfiguration } from '../lib/configuration';
import { SESSION_ENDED_LOGIN, useSignOutOnUnauthorised } from '../lib/auth';

export function AccountApp() {
  const navigate = useNavigate();
  // §8: a 401 anywhere clears the sign-in and returns the guest to login, which says why.
  useSignOutOnUnauthorised(useCallback(() => void navigate(SESSION_ENDED_LOGIN), [navigate]));
  return <AppFrame resortName={useAccountConfiguration().data?.Resort.Name} />;
}
