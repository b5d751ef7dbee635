declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates on the first interaction; with a name, when the shopper comes to the island (src/directives/interaction.ts). */
    'client:interaction'?: boolean | string;
  }
}

export {};
