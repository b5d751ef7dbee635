import { describe, expect, it } from 'vitest';
import { PRESS_FIRST_ATTRIBUTE, PRESS_SCRIPTS_ATTRIBUTE } from '../../../../../src/lib/ui/hydration';
import { deferModuleScripts, LATE_SCRIPT_TYPE } from '../../../../../src/lib/ui/late-scripts';

/** A loader: the page gets whatever text it is given (the bundled one: server/http/late-page-scripts.ts). */
const LATE_SCRIPTS_LOADER = "addEventListener('load',function(){})";

const PAGE =
  '<!DOCTYPE html><html lang="es"><head><title>Sartenes</title></head><body><header>…</header>' +
  '<script type="module" src="/_astro/FilterPanel.js"></script><main>…</main>' +
  '<script type="application/ld+json">{"@type":"ItemList"}</script>' +
  '<script type="module" src="/_astro/BaseLayout.js"></script></body></html>';

describe('page scripts start after load', () => {
  it('names each module script in an inert element, in its place, and adds the loader once at the end of the body', () => {
    const deferred = deferModuleScripts(PAGE, LATE_SCRIPTS_LOADER);
    expect(deferred).not.toContain('<script type="module"');
    expect(deferred).toContain(
      `<script type="${LATE_SCRIPT_TYPE}" data-src="/_astro/FilterPanel.js"></script><main>`,
    );
    expect(deferred).toContain(
      `<script type="${LATE_SCRIPT_TYPE}" data-src="/_astro/BaseLayout.js"></script>`,
    );
    expect(deferred.split(LATE_SCRIPTS_LOADER)).toHaveLength(2);
    expect(deferred.endsWith(`<script>${LATE_SCRIPTS_LOADER}</script></body></html>`)).toBe(true);
    // Data blocks (JSON-LD) and inline scripts stay as they are.
    expect(deferred).toContain('<script type="application/ld+json">{"@type":"ItemList"}</script>');
  });

  it('leaves a page without module scripts untouched, and a page already deferred as it is', () => {
    const plain = '<!DOCTYPE html><html lang="es"><body><p>Hola</p></body></html>';
    expect(deferModuleScripts(plain, LATE_SCRIPTS_LOADER)).toBe(plain);
    const once = deferModuleScripts(PAGE, LATE_SCRIPTS_LOADER);
    expect(deferModuleScripts(once, LATE_SCRIPTS_LOADER)).toBe(once);
  });

  it('moves the script after an empty press template into it, out of the loader’s sight, the others as before', () => {
    const press = `<template ${PRESS_SCRIPTS_ATTRIBUTE}>`;
    const page = PAGE.replace(
      '<main>…</main>',
      `<main><form id="comprar"></form>${press}</template>\n<script type="module" src="/_astro/EarlyAdd.js"></script></main>`,
    );
    const deferred = deferModuleScripts(page, LATE_SCRIPTS_LOADER);
    expect(deferred).toContain(
      `${press}<script type="${LATE_SCRIPT_TYPE}" data-src="/_astro/EarlyAdd.js"></script></template></main>`,
    );
    expect(deferred.match(/data-src="\/_astro\/EarlyAdd\.js"/g)).toHaveLength(1);
    expect(deferred).toContain(
      `<script type="${LATE_SCRIPT_TYPE}" data-src="/_astro/FilterPanel.js"></script>`,
    );
    expect(deferred).not.toContain('<script type="module"');
    expect(deferModuleScripts(deferred, LATE_SCRIPTS_LOADER)).toBe(deferred);
  });

  it('a press template with attributes of its own keeps them (the screens where islands wait for it)', () => {
    const press = `<template ${PRESS_SCRIPTS_ATTRIBUTE} ${PRESS_FIRST_ATTRIBUTE}="(width < 768px)">`;
    const page = PAGE.replace(
      '<main>…</main>',
      `<main>${press}</template><script type="module" src="/_astro/EarlyAdd.js"></script></main>`,
    );
    expect(deferModuleScripts(page, LATE_SCRIPTS_LOADER)).toContain(
      `${press}<script type="${LATE_SCRIPT_TYPE}" data-src="/_astro/EarlyAdd.js"></script></template></main>`,
    );
  });
});
