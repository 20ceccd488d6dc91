/** Mailing lists: subscriptions per e-mail and the marketing platform's seam. */
export { localMarketingPlatform, type MarketingPlatform } from './marketing-platform';
export { moveSubscriptions, subscribeEmail, type MarketingDeps } from './marketing.service';
