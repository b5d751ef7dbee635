import type { FieldsetHTMLAttributes, ReactNode } from 'react';

interface Props<V extends string | number>
  extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'onChange'> {
  /** The radios' form name, which the no-JavaScript post sends. */
  name: string;
  legend: ReactNode;
  legendClassName: string;
  options: readonly { value: V; label: ReactNode }[];
  chosen: V | null;
  onChoose(value: V): void;
  required?: boolean;
  /** The labels run over several lines: each radio stands by the first one. */
  multiline?: boolean;
}

/**
 * A choice among a few options as bordered cards, each a label around its radio (a saved address,
 * a carrier, a way to pay): the whole card is the target, and the choice posts without JavaScript.
 */
export function RadioCards<V extends string | number>({
  name,
  legend,
  legendClassName,
  options,
  chosen,
  onChoose,
  required,
  multiline = false,
  ...fieldset
}: Props<V>) {
  return (
    <fieldset className="grid gap-2" {...fieldset}>
      <legend className={legendClassName}>{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`flex ${multiline ? 'items-start' : 'items-center'} gap-3 rounded-md border border-gray-300 p-3`}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === chosen}
            onChange={() => onChoose(option.value)}
            required={required}
            className={multiline ? 'mt-1 h-5 w-5' : 'h-5 w-5'}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
