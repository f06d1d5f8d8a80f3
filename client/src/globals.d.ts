/** Stamped into the bundle at build time by vite.config.ts. */
declare const __BUILD_VERSION__: string;
declare const __BUILD_TIME__: string;
declare const __CANONICAL_HOST__: string;
declare const __ALTERNATE_HOSTS__: string[];
