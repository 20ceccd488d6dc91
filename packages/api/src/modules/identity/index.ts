/** Sign-in: tokens, one-time codes, login throttling. Other modules use these. */
export { identityPlugin } from './identity.plugin';
export { memberOf, signedInMember } from './authenticate';
export { checkCode, consumeValidation, issueCode, provenEmailOfMember } from './one-time-codes.service';
export { takeMailAllowance, tooManyAttempts } from './throttle.service';
export { assertUncommonPassword, hashPassword, verifyPassword } from './passwords';
export { loadSecret } from './secrets';
export { tokenKeys, type TokenKeys } from './tokens';
export { endSignInsAfterPasswordChange, type IdentityDeps } from './identity.service';
