/** Promotion codes (issue 23 part 3, decision 0430). Other modules use these. */
export { bookingPromotions, type PromotionsDeps } from './promotions.service';
