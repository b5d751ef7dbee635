import { useStore } from '../shared/use-store';
import { es } from '../../i18n/es';
import { cart } from '../../stores/cart';
import { ConfirmDialog } from '../shared/Dialog';
import { useCloseCartPanelsOnRestore } from '../shared/use-close-on-restore';
import { QuickBuy } from './QuickBuy';

const WARNING_ICON = 'M12 3 2 21h20L12 3Zm0 6v6m0 2.5v.5';

/**
 * The cart's pop-ups after a change: the age check of a 409 (spec §5) and the quick-buy popup.
 * Rendered where products are added or quantities raised (product and cart pages), not site-wide.
 */
export default function CartOverlays() {
  useCloseCartPanelsOnRestore();
  const ageCheck = useStore(cart.$ageCheck);
  return (
    <>
      <ConfirmDialog
        open={ageCheck !== null}
        id="age-check"
        title={es.cart.ageCheck.title}
        text={es.cart.ageCheck.text}
        confirmLabel={es.common.accept}
        cancelLabel={es.common.cancel}
        icon={
          <svg
            xmlns="http://www.w3.org/2000/svg"
            viewBox="0 0 24 24"
            width="32"
            height="32"
            className="shrink-0 text-amber-700"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={WARNING_ICON} />
          </svg>
        }
        onConfirm={() => cart.confirmAge()}
        onCancel={() => cart.declineAge()}
      />
      <QuickBuy />
    </>
  );
}
