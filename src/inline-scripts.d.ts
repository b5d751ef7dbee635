/** The pages' inline scripts, bundled at build (src/server/http/inline-scripts.ts). */
declare module 'virtual:shop/inline-scripts' {
  const scripts: import('./server/http/inline-scripts.ts').InlineScripts;
  export default scripts;
}
