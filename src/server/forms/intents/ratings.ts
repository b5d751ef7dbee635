import { rateLine, reviewLine } from '../../../api/order-ratings';
import { withNotice } from '../../../lib/forms/redirects';
import { es } from '../../../i18n/es';
import { field, idField } from '../form-problem';
import { defineIntents, type Intent } from '../intents';

type RatingFields = { intent: string; line: number | null; rating: number; title: string; comment: string };
/** The page's own: its address (with the token) to come back to, and the token of the WhatsApp link. */
type RatingPage = { here: string; token: string | undefined };

/** Both forms of a line come back to it, with the notice. */
const back: Intent<RatingFields, RatingPage>['redirect'] = (_, { line }, { here }) =>
  `${withNotice(here, 'valoracion-enviada')}#linea-${line}`;
const lineNamed = { holds: ({ line }: RatingFields) => line !== null, message: es.forms.failed };

/** Rating an order's products: stars (changeable) or a review, per line. */
export const ratingIntents = defineIntents<RatingFields, RatingPage>({
  fields: (form) => ({
    intent: field(form, 'intent'),
    line: idField(form, 'line'),
    rating: Number(field(form, 'rating')),
    title: field(form, 'title'),
    comment: field(form, 'comment'),
  }),
  otherwise: 'rate',
  intents: {
    rate: {
      rules: [lineNamed],
      run: (api, { line, rating }, { token }) => rateLine(api, line!, rating, token),
      redirect: back,
    },
    review: {
      rules: [lineNamed],
      run: (api, { line, title, comment }, { token }) => reviewLine(api, line!, title, comment, token),
      redirect: back,
    },
  },
});
