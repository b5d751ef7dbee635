import { type ReactNode, useEffect, useRef } from 'react';
import { focusableIn, keepFocusInside, takeOverEarlyDialog } from '../../browser/early-dialog';

interface DialogProps {
  open: boolean;
  /** Called when the dialog closes by itself (Escape). */
  onDismiss(): void;
  labelledBy: string;
  describedBy?: string;
  /** `alertdialog` for questions that need an answer. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** The id of its server copy that a page script may have opened before React (browser/early-dialog.ts): this dialog takes its place. */
  earlyId?: string;
  /** Its own id: the server copy's (earlyId). */
  id?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the rest of the page inert, so
 * focus stays inside; Escape closes it; focus returns to what had it before it opened. Rendered
 * on the server with `open`, it is the closed copy a page script opens before React (earlyId).
 */
export function Dialog({
  open,
  onDismiss,
  labelledBy,
  describedBy,
  role = 'dialog',
  className = '',
  earlyId,
  id,
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
      const early = earlyId ? takeOverEarlyDialog(earlyId) : null;
      opener.current = early ? early.opener : (document.activeElement as HTMLElement | null);
      dialog.showModal();
      if (early && early.focused >= 0) focusableIn(dialog)[early.focused]?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, earlyId]);

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
      id={id}
      onKeyDown={(event) => keepFocusInside(event.currentTarget, event)}
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
