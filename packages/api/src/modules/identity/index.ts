/** Sign-in: tokens, one-time codes, login throttling. Other modules use these. */
export { identityPlugin } from './identity.plugin';
export { attemptOf, memberOf, signedInMember } from './authenticate';
export { checkCode, consumeValidation, issueCode, provenEmailOfMember } from './one-time-codes.service';
export { checkCurrentPassword, takeMailAllowance, tooManyAttempts, type Attempt } from './throttle.service';
export { beginSignInAttempt, passSignInAttempt, signInAttempt } from './sign-in-attempt';
export { assertUncommonPassword, hashPassword, verifyPassword } from './passwords';
export { loadSecret } from './secrets';
export { signAccessToken, tokenKeys, verifyAccessToken, type TokenKeys } from './tokens';
export { endSignInsAfterPasswordChange, type IdentityDeps } from './identity.service';
