import { useStore } from '../shared/use-store';
import { es } from '../../i18n/es';
import { cart } from '../../stores/cart';
import { ConfirmDialog } from '../shared/Dialog';
import { useCloseCartPanelsOnRestore } from '../shared/use-close-on-restore';
import { QuickBuy } from './QuickBuy';
import { Icon } from '../shared/Icon';

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
        icon={<Icon name="warning" size={32} className="shrink-0 text-amber-700" />}
        onConfirm={() => cart.confirmAge()}
        onCancel={() => cart.declineAge()}
      />
      <QuickBuy />
    </>
  );
}
