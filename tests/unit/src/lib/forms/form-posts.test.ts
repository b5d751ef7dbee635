import { describe, expect, it, vi } from 'vitest';

// The pages' intents call the API through modules that read its address.
vi.mock('astro:env/server', () => ({ API_URL: 'http://api.test', SITE_URL: 'http://shop.test' }));

import {
  ADDRESS_POSTS,
  EMAIL_POST,
  PASSWORD_POST,
  PAYMENT_POSTS,
  PROFILE_POST,
  SHIPPING_POSTS,
} from '../../../../../src/lib/forms/form-posts';
import {
  addressIntents,
  profileIntents,
  securityIntents,
} from '../../../../../src/server/forms/intents/account';
import {
  identificationIntents,
  paymentIntents,
  shippingIntents,
} from '../../../../../src/server/forms/intents/checkout';

describe('the forms islands post without JavaScript', () => {
  it.each([
    ['/checkout/shipping', Object.values(SHIPPING_POSTS), shippingIntents],
    ['/checkout/payment', Object.values(PAYMENT_POSTS), paymentIntents],
    ['/account/addresses', Object.values(ADDRESS_POSTS), addressIntents],
  ])('each one %s takes names an intent its page declares', (action, posts, page) => {
    for (const post of posts) {
      expect(post.action).toBe(action);
      expect(Object.keys(page.intents)).toContain(post.intent);
    }
  });

  it.each([
    ['/checkout/identification', EMAIL_POST, identificationIntents],
    ['/account/profile', PROFILE_POST, profileIntents],
    ['/account/security', PASSWORD_POST, securityIntents],
  ])('the one form of %s names no intent: its page runs its only one', (action, post, page) => {
    expect(post).toEqual({ action });
    expect(Object.keys(page.intents)).toEqual([page.otherwise]);
  });
});
