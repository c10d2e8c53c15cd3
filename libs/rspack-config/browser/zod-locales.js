// Stands in for zod's locales barrel (zod/v4/locales/index.js) in the frontends' builds: zod is a
// federation singleton, shared whole (a shared module is never tree-shaken), and its ~50 locales
// weighed more than the rest of it. The apps use pt (libs/contracts' zod-pt-br) and zod's own
// default, en; `z.locales` holds just those two.
export { default as en } from 'zod/v4/locales/en.js';
export { default as pt } from 'zod/v4/locales/pt.js';
