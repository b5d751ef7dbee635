import type { FormHTMLAttributes, RefObject } from 'react';
import type { FormPost } from '../../lib/forms/form-posts';
import { useHydrated } from './use-hydrated';

interface Props extends Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'noValidate' | 'action'> {
  /** The page's action it posts to and the intent it names there (lib/forms/form-posts.ts). */
  post: FormPost;
  form?: RefObject<HTMLFormElement | null>;
  /** Once hydrated the island checks the fields itself, in Spanish, and the browser's checks step aside. */
  ownChecks?: boolean;
}

/**
 * An island's form as the server renders it: a plain POST to the page's action, so it works
 * without JavaScript (Post/Redirect/Get); hydrated, its `onSubmit` sends it through a store.
 */
export function PostForm({ post, form, ownChecks = false, children, ...attributes }: Props) {
  const hydrated = useHydrated();
  return (
    <form ref={form} method="post" action={post.action} noValidate={ownChecks && hydrated} {...attributes}>
      {post.intent && <input type="hidden" name="intent" value={post.intent} />}
      {children}
    </form>
  );
}
