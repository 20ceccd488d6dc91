/** Sign-in: tokens, one-time codes, login throttling. Other modules use these. */
export { identityPlugin } from './identity.plugin';
export { memberOf, signedInMember } from './authenticate';
export {
  canSendCode,
  checkCode,
  consumeValidation,
  issueCode,
  provenEmailOfMember,
} from './one-time-codes.service';
export { hashPassword, verifyPassword } from './passwords';
export { loadSecret } from './secrets';
export { tokenKeys, type TokenKeys } from './tokens';
export { endSignInsAfterPasswordChange, type IdentityDeps } from './identity.service';
