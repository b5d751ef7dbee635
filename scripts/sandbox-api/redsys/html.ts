import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { escapeHtml } from '../text.ts';

/**
 * The simulator's HTML pages (card form, bank page): escaping, one shared look that passes WCAG 2.2
 * AA contrast (every text colour is 4.5:1 or more on its background, borders 3:1 or more), a visible
 * focus ring, and headers that let another origin frame them but let nothing else in.
 */

// The sandbox's one HTML escaper, re-exported for the simulator's pages.
export { escapeHtml };

/** A fresh nonce for the page's inline script and style (CSP). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Colours: text #1f2937 on white (14.7:1), muted #4b5563 (7.6:1), errors #b91c1c (6.5:1), the
 * button white on #1d4ed8 (6.7:1), field borders #6b7280 (4.8:1), focus ring #1d4ed8.
 */
export const BASE_STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;padding:16px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#fff}
h1{font-size:1.25rem;margin:0 0 12px}
p{margin:0 0 12px}
.field{margin:0 0 14px}
.row{display:flex;gap:12px;flex-wrap:wrap}
.row>.field{flex:1 1 140px}
label{display:block;font-weight:600;margin:0 0 4px}
input{width:100%;min-height:44px;padding:8px 10px;font:inherit;color:#1f2937;background:#fff;border:1px solid #6b7280;border-radius:6px}
input::placeholder{color:#4b5563}
input[aria-invalid="true"]{border:2px solid #b91c1c}
button{min-height:44px;min-width:44px;padding:10px 20px;font:inherit;font-weight:600;border-radius:6px;cursor:pointer}
.primary{color:#fff;background:#1d4ed8;border:2px solid #1d4ed8}
.primary:hover{background:#1e40af;border-color:#1e40af}
.primary:disabled{cursor:progress;background:#1e3a8a;border-color:#1e3a8a}
.secondary{color:#1f2937;background:#fff;border:2px solid #4b5563}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.hint{color:#4b5563;font-size:.9375rem;margin:4px 0 0}
.error{color:#b91c1c;font-size:.9375rem;margin:4px 0 0;min-height:0}
.error:empty{display:none}
.status{margin:12px 0 0}
.status:empty{display:none}
.alert{color:#b91c1c;font-weight:600}
.brand{color:#4b5563;font-size:.875rem;margin:12px 0 0}
.actions{display:flex;gap:12px;flex-wrap:wrap;margin-top:8px}
.inline .fields{display:flex;flex-wrap:wrap;gap:0 12px;align-items:flex-start}
.inline .fields>.field{flex:2 1 220px}
.inline .fields>.row{flex:1 1 260px}
details{margin:12px 0 0;color:#4b5563;font-size:.875rem}
summary{cursor:pointer}
`;

export interface PageParts {
  title: string;
  nonce: string;
  body: string;
  /** Extra inline CSS after the base style. */
  style?: string;
  /** Inline script, run at the end of the body. */
  script?: string;
  /** Inline style attribute of <body> (already checked and escaped by the caller). */
  bodyStyle?: string;
}

export function htmlPage(parts: PageParts): string {
  const bodyStyle = parts.bodyStyle ? ` style="${parts.bodyStyle}"` : '';
  const script = parts.script ? `<script nonce="${parts.nonce}">${parts.script}</script>` : '';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(parts.title)}</title>
<style>${BASE_STYLE}${parts.style ?? ''}</style>
</head>
<body${bodyStyle}>
${parts.body}
${script}
</body>
</html>`;
}

/**
 * Answers a page with its CSP. `frame-ancestors` (not X-Frame-Options, which cannot name several
 * origins) lets the shop frame it; `form-action` must also list where a form's redirect lands, as
 * Chrome checks redirects after a form post against it. Style attributes need 'unsafe-inline'
 * (the merchant's styleBody and friends), scripts only run with the nonce. No cookie is ever set.
 */
export function sendPage(
  c: Context,
  html: string,
  policy: { nonce: string; frameAncestors: string; formAction: string },
  status: ContentfulStatusCode = 200,
) {
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${policy.nonce}'`,
    "style-src 'unsafe-inline'",
    "connect-src 'self'",
    "img-src 'self' data:",
    `form-action ${policy.formAction}`,
    `frame-ancestors ${policy.frameAncestors}`,
    "base-uri 'none'",
  ].join('; ');
  c.header('Content-Security-Policy', csp);
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(html, status);
}
