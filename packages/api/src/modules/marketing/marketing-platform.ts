/**
 * The seam to the resort's e-mail marketing platform. The built-in one does
 * nothing beyond our own table (which is the record); a real platform's client
 * implements the same two calls (address book ids are the platform's ids).
 */
export interface MarketingPlatform {
  subscribe(email: string, addressBookIds: number[], dataFields: Record<string, string>): Promise<void>;
  unsubscribe(email: string, addressBookIds: number[]): Promise<void>;
}

export const localMarketingPlatform: MarketingPlatform = {
  async subscribe() {},
  async unsubscribe() {},
};
