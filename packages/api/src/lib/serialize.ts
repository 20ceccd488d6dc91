/**
 * A route serializer that does not re-check the answer against its response schema:
 * for answers checked once at start-up (the configuration) or built to their schema
 * by the engine (treatment times; the domain tests check them), where re-validating
 * tens of kilobytes per request cost more than building them. The route still
 * declares its schema, for the OpenAPI document.
 */
export const serializeUnchecked = () => (data: unknown) => JSON.stringify(data);
