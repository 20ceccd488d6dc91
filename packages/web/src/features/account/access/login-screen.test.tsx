import { describe, expect, it } from 'vitest';
import { LoginError } from '../../../lib/auth';
import { loginErrorMessage } from './login-screen';

describe('loginErrorMessage (account-area §8)', () => {
  it('names a failed match of e-mail and password', () => {
    expect(loginErrorMessage(new LoginError('invalid_username_or_password', 'x'))).toBe(
      'Sorry, an account cannot be found with the details entered.',
    );
  });

  it('says plainly when to try again after too many attempts', () => {
    expect(loginErrorMessage(new LoginError('too_many_attempts', 'x', 240))).toMatch(
      /too many failed attempts .* Please try again in 4 minutes\./,
    );
    expect(loginErrorMessage(new LoginError('too_many_attempts', 'x', 30))).toMatch(/in 30 seconds\./);
  });

  it('keeps every other failure general', () => {
    expect(loginErrorMessage(new LoginError('server_error', 'x'))).toBe('Sorry, there has been an error.');
    expect(loginErrorMessage(new Error('network'))).toBe('Sorry, there has been an error.');
  });
});
