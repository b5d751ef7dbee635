declare namespace App {
  interface Locals {
    /** The category trees read for this visit (src/server/data/visit-trees.ts); on-demand pages only. */
    visitTrees?: import('./server/data/visit-trees').VisitTrees;
  }
}
