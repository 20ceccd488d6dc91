/**
 * A request the engine cannot answer because it names something the catalogue does
 * not have (an unknown activity code, restaurant, garden…). The api turns it into a
 * 400 naming `field`.
 */
export class EngineInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'EngineInputError';
  }
}
