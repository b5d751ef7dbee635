import type { ReactNode } from 'react';

/** A step's lesser submit (apply or take off a coupon, ask for a gift card), off while its call runs. */
export function SecondaryButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="justify-self-start rounded-md border border-gray-500 px-4 py-2 font-medium hover:bg-gray-100 focus-ring"
    >
      {children}
    </button>
  );
}
