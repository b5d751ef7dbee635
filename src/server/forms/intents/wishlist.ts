import { addToWishlist, isWished, removeFromWishlist } from '../../../api/wishlist';
import { es } from '../../../i18n/es';
import { idField } from '../form-problem';
import { defineIntents } from '../intents';

/**
 * The wishlist heart without JavaScript: the shared HTML cannot know whether this shopper has the
 * product, so the server asks the API and toggles, then sends the shopper `back`.
 */
export const wishlistIntents = defineIntents<{ id: number | null }, { back: string }>({
  fields: (form) => ({ id: idField(form, 'id') }),
  otherwise: 'toggle',
  intents: {
    toggle: {
      rules: [{ holds: ({ id }) => id !== null, message: es.wishlist.badForm }],
      async run(api, { id }) {
        const product = id!;
        // One product's state, not the whole list: the existence check of spec §7.
        await ((await isWished(api, product))
          ? removeFromWishlist(api, product)
          : addToWishlist(api, product));
      },
      redirect: (_, __, { back }) => back,
    },
  },
});
