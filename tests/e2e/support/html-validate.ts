import { HtmlValidate } from 'html-validate';

/**
 * html-validate with its recommended rules, as the shop is held to them. A rule is relaxed only
 * for a pattern that is right, each with its reason.
 */
export const htmlValidator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  // Astro writes its islands' `display: contents` rule as a <style> before the first island, in
  // the body; browsers apply it there, and the shop cannot move it.
  elements: ['html5', { style: { flow: true } }],
  rules: {
    // React's server renderer writes `required=""`, `maxLength` and `<input/>`: HTML reads each
    // the same as `required`, `maxlength` and `<input>`.
    'attribute-boolean-style': 'off',
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    'void-style': 'off',
    // React's useId gives ids such as `_r4R_p_`: HTML5 asks only that an id have no spaces.
    'valid-id': ['error', { relaxed: true }],
    // The search bar's suggestions are the ARIA combobox pattern: a listbox of links and brands,
    // which a native <select> cannot be.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
    // The ratings carousel's slides are list items named 'Opinión 3 de 20' (the APG carousel
    // pattern); ARIA lets a listitem be named by its author.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // A filter's checkboxes share their name: each ticked one adds a value to the GET query.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
  },
});

/** The errors html-validate finds in a page's HTML, one line each (`rule: message (line:column)`). */
export async function htmlErrors(html: string): Promise<string[]> {
  const report = await htmlValidator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map((message) => `${message.ruleId}: ${message.message} (${message.line}:${message.column})`),
  );
}
