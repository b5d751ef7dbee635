/** The root category (`Inicio`): every category's path starts with it. */
export const ROOT_ID = 1;
/** The whole catalogue (`Catálogo`), a child of the root that holds every product. */
export const CATALOGUE_ID = 9999;
