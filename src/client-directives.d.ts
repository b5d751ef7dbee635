declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates on the shopper's first interaction (src/directives/interaction.ts). */
    'client:interaction'?: boolean;
  }
}

export {};
