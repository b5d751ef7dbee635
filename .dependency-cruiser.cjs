// The one direction of imports (README, "Layout"). Lowest first:
//   contract, i18n → lib → api → stores, server → browser → islands, components → layouts → pages
// Each `layer` rule below lists, for one folder of src/, the folders of ours it may import; the
// other rules say what else is refused. Two things this file cannot say are checked beside it by
// `npm run check:layout` (part of `npm test`, scripts/check-layout/): no import loop between
// folders of src/ or of the sandbox at their top level and one level down (folder-loops.ts:
// `no-circular` below sees only loops between files), and unit tests that mirror the tree.
// Dependency-cruiser reads no `.astro` file, so it cruises a shadow tree in which each one is its
// frontmatter imports (`Name.astro.ts`) and its <script> imports (`Name.astro.client.ts`).
// The two workspace packages (@shop/contract in src/contract, @shop/sandbox-api in
// scripts/sandbox-api) are checked by their dependency lists where dependency-cruiser can read
// them: an import of a package the importer's nearest package.json does not list is npm-no-pkg.

/** A rule: code under `from` may import, of our own code, only the folders in `allowed`. */
function layer(name, from, allowed, comment) {
  return {
    name,
    comment,
    severity: 'error',
    from: { path: from },
    to: { path: '^src/', pathNot: `^src/(${allowed.join('|')})(/|\\.)` },
  };
}

const BELOW_STORES = ['contract', 'i18n', 'lib', 'api'];

module.exports = {
  forbidden: [
    layer('contract-imports-nothing', '^src/contract/', ['contract'], 'The API shapes depend on nothing of ours.'),
    layer('i18n-imports-nothing', '^src/i18n/', ['i18n'], 'The Spanish texts depend on nothing of ours.'),
    layer('lib-is-pure', '^src/lib/', ['contract', 'i18n', 'lib'], 'Pure rules: no API, stores, server or UI.'),
    layer('api-is-http-only', '^src/api/', ['contract', 'i18n', 'lib', 'api'], 'The door to the network imports no state or UI.'),
    layer('stores-below-ui', '^src/stores/', [...BELOW_STORES, 'stores'], 'State and actions; no UI, no server code.'),
    layer('server-below-ui', '^src/server/', [...BELOW_STORES, 'server'], 'Server-only code never imports stores or UI.'),
    layer('directives-are-tiny', '^src/directives/', ['lib', 'directives'], 'Client directives ship inline in every page.'),
    layer('browser-below-ui', '^src/browser/', [...BELOW_STORES, 'stores', 'browser'], 'DOM adapters that islands and page scripts share: no island, component or server code.'),
    layer('islands-never-import-components', '^src/islands/', [...BELOW_STORES, 'stores', 'browser', 'islands'], 'Islands import no components, layouts or pages; what they share with page scripts lives in browser/.'),
    layer('components-below-layouts', '^src/components/', [...BELOW_STORES, 'stores', 'server', 'browser', 'islands', 'components'], 'Components import no layouts or pages; islands only from a frontmatter (next rule).'),
    {
      name: 'components-mount-islands-only-from-frontmatter',
      comment:
        "A component's .astro frontmatter (the shadow `Name.astro.ts`) may import an island's module: to mount the island (`client:*`), to render its server HTML (WishlistToggle renders WishlistHeart), or to read its markup's constants (IconSprite draws the heart's path). That is how Astro composes islands. Every other file under components/ (page scripts `*.client.ts`, <script>s as `Name.astro.client.ts`, helpers) imports no island: what it shares with islands lives in browser/.",
      severity: 'error',
      from: { path: '^src/components/', pathNot: '\\.astro\\.ts$' },
      to: { path: '^src/islands/' },
    },
    layer('layouts-below-pages', '^src/layouts/', [...BELOW_STORES, 'stores', 'server', 'browser', 'islands', 'components', 'layouts'], 'Layouts import no pages.'),
    layer('middleware-is-server', '^src/middleware\\.ts', ['lib', 'server'], 'The middleware only wires server code.'),
    {
      name: 'pure-layers-do-no-io',
      comment: 'contract, lib and i18n are pure: no Node modules, no HTTP client, no state or UI library.',
      severity: 'error',
      from: { path: '^src/(contract|lib|i18n)/' },
      to: {
        dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: 'node_modules/(zod|cookie|qs-esm)/',
      },
    },
    {
      name: 'browser-never-imports-server',
      comment: 'Browser adapters, islands, stores, client directives and <script>s run in the browser: server code must not reach it.',
      severity: 'error',
      from: { path: ['^src/(browser|islands|stores|directives)/', '\\.client\\.tsx?$'] },
      to: { path: '^src/server/' },
    },
    {
      name: 'browser-takes-only-zod-mini',
      comment:
        'Code that can run in the browser, and the contract it parses with, uses zod/mini (its functions tree-shake: ~8 KB gzip with the schemas the layout islands read), never classic zod (~27 KB gzip whatever is used).',
      severity: 'error',
      from: { path: ['^src/(contract|browser|islands|stores|directives|lib|api|i18n)/', '\\.client\\.tsx?$'] },
      to: { path: '(^|/)node_modules/zod/', pathNot: '(^|/)node_modules/zod/(v4/)?mini/' },
    },
    {
      name: 'only-pages-import-pages',
      severity: 'error',
      from: { pathNot: '^src/pages/' },
      to: { path: '^src/pages/' },
    },
    {
      name: 'shop-never-imports-scripts',
      comment:
        'The shop knows the sandbox only by its base URL. (The root package.json lists @shop/sandbox-api among its devDependencies, for tests and scripts, but dependency-cruiser types an import of a workspace package as aliased-workspace, never npm-dev, so this stays a rule on paths.)',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'sandbox-takes-only-its-own-packages',
      comment:
        "The sandbox is a package of its own: it imports only what its package.json lists (scripts/sandbox-api/package.json). Of ours that is @shop/contract alone; a package only the shop lists (astro, nanostores…) is refused.",
      severity: 'error',
      from: { path: '^scripts/sandbox-api/' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'sandbox-leaves-its-folder-only-by-package',
      comment:
        'No relative import out of the sandbox (into src/, scripts/, tests/): what it needs of ours comes by package name, from its dependency list.',
      severity: 'error',
      from: { path: '^scripts/sandbox-api/' },
      to: { pathNot: '^scripts/sandbox-api/', dependencyTypes: ['local'], dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'outsiders-use-the-sandbox-front-door',
      comment:
        "Outside the sandbox, its code is reached by name through its front door (@shop/sandbox-api, @shop/sandbox-api/testing: index.ts and testing.ts, the package's exports), never by a path into it.",
      severity: 'error',
      from: { pathNot: '^scripts/sandbox-api/' },
      to: { path: '^scripts/sandbox-api/', dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'everyone-takes-the-contract-by-name',
      comment:
        'The shop, its scripts and the sandbox import the contract as the package @shop/contract, never by a path into src/contract/.',
      severity: 'error',
      from: { pathNot: '^src/contract/' },
      to: { path: '^src/contract/', dependencyTypes: ['local'], dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'sandbox-domain-below-routes-and-seed',
      comment:
        'Domain folders hold the rules; routes/ and seed/ use them, never the reverse (nor do the front door, its testing fixtures and the tests).',
      severity: 'error',
      from: {
        path: '^scripts/sandbox-api/',
        pathNot:
          '^scripts/sandbox-api/(routes|seed|tests|testing)/|^scripts/sandbox-api/(app|server|main|index|testing)\\.ts$',
      },
      to: { path: '^scripts/sandbox-api/(routes|seed)/' },
    },
    {
      name: 'no-circular',
      comment: 'No import loop between files (between folders: scripts/check-layout/folder-loops.ts).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.data|dist|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
    },
  },
};
