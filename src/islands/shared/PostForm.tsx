import type { FormHTMLAttributes, RefObject } from 'react';

interface Props extends Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'noValidate'> {
  action: string;
  form?: RefObject<HTMLFormElement | null>;
  /** Hydrated: the island checks the fields itself, in Spanish, and the browser's checks step aside. */
  live: boolean;
  /** What the page's action does with the post, where a page takes several forms. */
  intent?: string;
}

/**
 * An island's form as the server renders it: a plain POST to the page's action, so it works
 * without JavaScript (Post/Redirect/Get); hydrated, its `onSubmit` sends it through a store.
 */
export function PostForm({ form, live, intent, children, ...attributes }: Props) {
  return (
    <form ref={form} method="post" noValidate={live} {...attributes}>
      {intent && <input type="hidden" name="intent" value={intent} />}
      {children}
    </form>
  );
}
