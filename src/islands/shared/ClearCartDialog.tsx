import { es } from '../../i18n/es';
import { cart } from '../../stores/cart';
import { ConfirmDialog } from './Dialog';

interface Props {
  id: string;
  open: boolean;
  onClose(): void;
}

/** Spec §5: emptying the cart asks first ('¿Estás seguro?'), with Confirmar and Cancelar. */
export function ClearCartDialog({ id, open, onClose }: Props) {
  return (
    <ConfirmDialog
      open={open}
      id={id}
      title={es.cart.clearConfirm.title}
      text={es.cart.clearConfirm.text}
      confirmLabel={es.common.confirm}
      cancelLabel={es.common.cancel}
      onConfirm={() => {
        onClose();
        cart.clear();
      }}
      onCancel={onClose}
    />
  );
}
