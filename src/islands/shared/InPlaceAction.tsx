import type { ReactNode } from 'react';
import { IN_PLACE_LINK_ATTRIBUTE } from '../../lib/ui/hydration';

interface Props {
  /** False on the server and in the render that hydrates (useHydrated). */
  hydrated: boolean;
  /** Where the action goes without JavaScript: a page that does it (or asks first). */
  href: string;
  onPress(): void;
  className: string;
  /** The link's own classes: a link is inline where a button is inline-block. */
  linkClassName?: string;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * An action done in place once React is there (a button), and a link to a page that does it
 * without JavaScript: the cart's 'Limpiar carrito' (the confirmation page), the address form's
 * 'Cancelar'. The link is marked to be followed in place, so a press before React waits for it
 * and reaches the button that replaces the link (src/directives/held-presses.ts).
 */
export function InPlaceAction({
  hydrated,
  href,
  onPress,
  className,
  linkClassName,
  disabled,
  children,
}: Props) {
  if (hydrated)
    return (
      <button type="button" className={className} disabled={disabled} onClick={onPress}>
        {children}
      </button>
    );
  return (
    <a
      href={href}
      className={`${className} ${linkClassName ?? ''}`.trim()}
      {...{ [IN_PLACE_LINK_ATTRIBUTE]: '' }}
    >
      {children}
    </a>
  );
}
