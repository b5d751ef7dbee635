import type { InputHTMLAttributes, Ref } from 'react';
import { es } from '../../i18n/es';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'inputMode'> {
  id: string;
  input?: Ref<HTMLInputElement>;
  /** Shown above the box (the buy form), or only to screen readers (a cart line, whose row names the product). */
  labelClassName: string;
}

/** A quantity box: 'Cantidad' and a whole-number field named `quantity`, as the no-JavaScript forms post it. */
export function QuantityInput({ id, input, labelClassName, ...attributes }: Props) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {es.cart.quantity}
      </label>
      <input id={id} name="quantity" type="number" inputMode="numeric" ref={input} {...attributes} />
    </>
  );
}
