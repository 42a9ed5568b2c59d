declare const __APP_VERSION__: string;

/** The product version (root package.json), put in by Vite at build time. */
export const APP_VERSION: string = typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "0.0.0";
