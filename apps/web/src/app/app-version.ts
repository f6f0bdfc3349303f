// Replaced at build time with the root package.json's version (vite.config.ts `define`).
declare const __APP_VERSION__: string;

/** Spec §9: the app version, shown in the footer's fine print. */
export const APP_VERSION: string = __APP_VERSION__;
