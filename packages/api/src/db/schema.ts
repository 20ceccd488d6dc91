/**
 * Drizzle table definitions, for typed queries. The tables themselves are
 * created by the SQL files in ./migrations (exclusion constraints and ranges
 * are beyond Drizzle's schema language); keep the two in step.
 */
export {};
