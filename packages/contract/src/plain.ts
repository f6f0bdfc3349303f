// `@streamfront/contract/plain`: the contract's plain values, with no zod behind them. The web
// app's first load imports from here; a schema imported into the shell would bring all of zod
// (about 25 KB gzipped) into every public page. contract-plain.test.ts keeps it that way.
export * from './messages.ts';
export * from './site-constants.ts';
