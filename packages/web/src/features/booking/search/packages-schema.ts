/**
 * The packages answer's schema, loaded beside the request (`packages-api.ts`): through this
 * module rather than the domain's namespace (`import('@spa/domain')`), whose chunk also
 * builds the sign-in and booking forms' schemas, which this screen never uses (docs/decisions.md 186).
 */
export { PackagesResponseSchema } from '@spa/domain';
