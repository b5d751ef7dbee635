/** The two screens issue 27 holds every page to: a phone with touch, and a desktop. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
export const DESKTOP = { viewport: { width: 1366, height: 900 } };
export const SCREENS = [
  { name: 'on a phone', use: PHONE, phone: true },
  { name: 'on a desktop', use: DESKTOP, phone: false },
] as const;
