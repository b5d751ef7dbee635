import { es } from '../../i18n/es';

/** An account form's save button and the status line that says it was saved (use-saving-form.ts). */
export function SaveFooter({ busy, said }: { busy: boolean; said: string }) {
  return (
    <>
      <button
        type="submit"
        className="btn-primary min-h-11 justify-self-start"
        aria-disabled={busy || undefined}
      >
        {busy ? es.forms.saving : es.forms.save}
      </button>
      <p role="status" className="font-medium text-green-800 empty:hidden">
        {said}
      </p>
    </>
  );
}
