declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates on the first interaction; with a name, when the shopper comes to the island (src/directives/interaction.ts). */
    'client:interaction'?: boolean | string;
    /** Loads at once, as `client:load`, holding a first press until hydrated (src/directives/eager.ts). */
    'client:eager'?: boolean;
  }
}

export {};
