import { es } from '../../i18n/es';
import { ADDRESS_LAYOUT, type AddressFieldLayout } from '../../lib/account/address-layout';
import { TextField, type TextFieldProps } from './TextField';

/** What a form gives one address field: its value, its message, and what it does as it is typed or left. */
export type AddressFieldState = Pick<TextFieldProps, 'value' | 'error' | 'onValue' | 'onBlur' | 'onInput'>;

interface Props {
  /** The state of each field, by its layout. */
  fieldOf(field: AddressFieldLayout): AddressFieldState;
}

/**
 * An address's fields, laid out as lib/account/address-layout.ts says (labels, limits, widths):
 * the same in the address book and the checkout's shipping step.
 */
export function AddressFieldset({ fieldOf }: Props) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">{es.account.orderShipping}</legend>
      {ADDRESS_LAYOUT.map((field) => {
        const { name, wide, checkOnLeave: _, ...layout } = field;
        return (
          <TextField
            key={name}
            idPrefix="address"
            name={name}
            {...layout}
            {...fieldOf(field)}
            className={wide ? 'sm:col-span-2' : ''}
          />
        );
      })}
    </fieldset>
  );
}
