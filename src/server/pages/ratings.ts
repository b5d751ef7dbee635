import type { OrderRatings } from '@shop/contract/ratings';
import { toApiError } from '../../api/api-error';
import { orderRatings } from '../../api/order-ratings';
import { es } from '../../i18n/es';
import { parseId } from '../../lib/format/ids';
import { handleIntents } from '../forms/intents';
import { ratingIntents } from '../forms/intents/ratings';
import type { ShopperApi } from '../visits/shopper';

/** The token of the WhatsApp link, as long as the shop reads it. */
const TOKEN_MAX_LENGTH = 200;

type PageContext = { request: Request; url: URL; params: { id?: string }; response: { headers: Headers } };

/** The order's lines to rate, or why not: `blocked` when the API says not yet (its 422), neither when unknown. */
async function ratingsOf(shopper: ShopperApi, orderId: number | null, token: string | undefined) {
  if (orderId === null) return { ratings: null, blocked: undefined };
  try {
    return { ratings: await orderRatings(shopper.api.silent, orderId, token), blocked: undefined };
  } catch (error) {
    const failure = toApiError(error);
    return {
      ratings: null,
      blocked: failure.status === 422 ? (failure.body?.message ?? es.ratings.notYet) : undefined,
    };
  }
}

/** The ratings page (/ratings/{id}): its intents, then the order's lines and a refused vote or review. */
export async function ratingsPage(context: PageContext, shopper: ShopperApi) {
  const orderId = parseId(context.params.id);
  const token = (context.url.searchParams.get('token') ?? '').slice(0, TOKEN_MAX_LENGTH) || undefined;
  const here = `/ratings/${orderId}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  const posted = await handleIntents(context, shopper, ratingIntents, { here, token }, orderId !== null);
  if (posted instanceof Response) return posted;
  const { problem } = posted;
  // A refused vote or review shows what was chosen or typed, on the line it was for.
  const problemLine = problem ? (posted.values?.line ?? null) : null;
  const review = posted.values?.intent === 'review';
  const { ratings, blocked }: { ratings: OrderRatings | null; blocked: string | undefined } = await ratingsOf(
    shopper,
    orderId,
    token,
  );
  return {
    problem,
    problemLine,
    refusedRate: problemLine !== null && !review ? posted.values : null,
    refusedReview: problemLine !== null && review ? posted.values : null,
    ratings,
    blocked,
    here,
    notice: context.url.searchParams.get('aviso') === 'valoracion-enviada' ? es.ratings.reviewed : null,
    status: ratings ? posted.status : blocked ? 422 : 404,
  };
}
