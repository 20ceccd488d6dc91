import { z } from 'zod';
import { PageSessionResponseSchema } from '@spa/domain';
import type { DeclaredRoutes } from './route-options';

/** One of the three calls: what the OpenAPI document says of it, and what it answers for the token. */
interface TokenCall<Answer> {
  summary: string;
  answer: (token: string) => Promise<Answer>;
}

/** What is paid by a token (a payment link, a voucher order): its schemas and its three calls. */
interface PaidByToken<R extends z.ZodType, S extends z.ZodType> {
  /** The token in the URL. */
  params: z.ZodType<{ token: string }>;
  /** What the token pays, and whether it is paid. */
  paid: R;
  /** Its status, which `complete` answers alone. */
  status: S;
  read: TokenCall<z.input<R>>;
  initialise: TokenCall<z.input<typeof PageSessionResponseSchema>>;
  complete: TokenCall<{ Status: z.input<S> }>;
}

/**
 * The routes of something paid by a token on the provider's card page (a payment link, a voucher
 * order): `url` reads it; `url/initialise` gives the provider's card page for its price;
 * `url/complete` is the browser's prompt after the card page's outcome, on which the server asks
 * the provider and settles. The token is the capability; no card detail reaches these routes.
 */
export function declareCardPayment<R extends z.ZodType, S extends z.ZodType>(
  open: DeclaredRoutes,
  url: string,
  { params, paid, status, read, initialise, complete }: PaidByToken<R, S>,
) {
  open.get(url, {
    summary: read.summary,
    params,
    response: paid,
    handler: (request) => read.answer(request.params.token),
  });
  open.post(`${url}/initialise`, {
    summary: initialise.summary,
    params,
    response: PageSessionResponseSchema,
    handler: (request) => initialise.answer(request.params.token),
  });
  open.post(`${url}/complete`, {
    summary: complete.summary,
    params,
    response: z.object({ Status: status }),
    handler: (request) => complete.answer(request.params.token),
  });
}
