// The web build's `zod`: vite.config.ts points the bare specifier here. Zod compiles a fast
// object parser with `new Function`, and the first z.object() probes whether it may. The
// server's Content-Security-Policy forbids eval, so the probe fails quietly, yet Chromium
// reports a `script-src eval` violation (and Lighthouse marks Best Practices down) on every
// page that builds a schema. Jitless parsing gives the same answers without eval.
//
// The setting must be in place before the first schema is built. Every module that builds
// one imports `zod`, that is this module, whose body runs after zod's own and before theirs,
// whichever lazy chunk brings them. Setting it in main.tsx instead would pull part of zod's
// core (about 4 KB gzipped) into every page's first load.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
