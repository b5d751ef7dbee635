import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';

interface DialogProps {
  open: boolean;
  /** Called when the dialog closes by itself (Escape). */
  onDismiss(): void;
  labelledBy: string;
  describedBy?: string;
  /** `alertdialog` for questions that need an answer. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes back to the first (and Shift+Tab the other way). A modal
 * `<dialog>` alone lets focus leave for the browser's own toolbar before it comes back.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the rest of the page inert, so
 * focus stays inside; Escape closes it; focus returns to what had it before it opened.
 */
export function Dialog({
  open,
  onDismiss,
  labelledBy,
  describedBy,
  role = 'dialog',
  className = '',
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => {
      if (opener.current?.isConnected) opener.current.focus();
      dismiss.current();
    };
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, []);

  return (
    <dialog
      ref={ref}
      onKeyDown={keepFocusInside}
      // <dialog> is a dialog already; only an alert dialog needs saying.
      role={role === 'dialog' ? undefined : role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={`m-auto max-w-[calc(100vw-2rem)] rounded-lg bg-white p-6 text-ink shadow-xl backdrop:bg-black/50 ${className}`}
    >
      {open && children}
    </dialog>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  id: string;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  icon?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question (clear the cart, confirm age): Escape counts as 'no'. */
export function ConfirmDialog({
  open,
  id,
  title,
  text,
  confirmLabel,
  cancelLabel,
  icon,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onDismiss={onCancel}
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      role="alertdialog"
      className="w-[26rem]"
    >
      <div className="flex gap-3">
        {icon}
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          <p id={`${id}-text`} className="mt-2 text-sm">
            {text}
          </p>
        </div>
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          className="rounded-md border border-gray-400 px-4 py-2 font-medium hover:bg-gray-100 focus-ring"
          onClick={onCancel}
        >
          {cancelLabel}
        </button>
        <button type="button" className="btn-primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
