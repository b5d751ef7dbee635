import type { MouseEvent, ReactNode } from 'react';

interface Props {
  label: string;
  enabled: boolean;
  /** Left out for a submit button, whose form does the change (it posts without JavaScript). */
  onPress?(): void;
  type?: 'button' | 'submit';
  size?: 'sm' | 'lg';
  className?: string;
  children: ReactNode;
}

/**
 * A quantity button that keeps focus when it cannot act: `aria-disabled` instead of `disabled`,
 * because a disabled button drops keyboard focus to the page (a save in flight, or minus at 1).
 */
export function QuantityButton({
  label,
  enabled,
  onPress,
  type = 'button',
  size = 'sm',
  className = '',
  children,
}: Props) {
  const box = size === 'lg' ? 'h-11 w-11 text-lg' : 'h-8 w-8';
  const press = (event: MouseEvent) => {
    if (!enabled) event.preventDefault();
    else onPress?.();
  };
  return (
    <button
      type={type}
      aria-label={label}
      aria-disabled={!enabled}
      className={`inline-flex ${box} shrink-0 items-center justify-center rounded border border-gray-400 hover:bg-gray-100 focus-ring aria-disabled:opacity-40 ${className}`}
      onClick={press}
    >
      {children}
    </button>
  );
}
