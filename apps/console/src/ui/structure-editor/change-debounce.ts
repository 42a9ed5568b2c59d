/** How long the drawing must rest before it is handed on as the module's new structure. */
export const STRUCTURE_CHANGE_DEBOUNCE_MS = 400;
