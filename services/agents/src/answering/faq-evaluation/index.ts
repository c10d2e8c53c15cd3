// What `npm run bench -- faq` runs (deploy/bench/src/faq.ts).
export * from './faq-evaluation';
export { configuredModel, modelAnswerer } from './model-evaluation';
export { createFaqIndex } from '../faq-answerer';
