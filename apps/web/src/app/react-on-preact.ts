// The web build's `react` and `react-dom`: preact-aliases.ts points the bare specifiers here
// (decision 047). It is preact/compat plus what a library imports by name that compat does
// not have, so the build resolves; nothing here may be needed by the app at run time.
//
// React Router imports `useOptimistic` for its data router (`RouterProvider`), which the app
// does not use (app/router.tsx: declarative routes, TanStack Query loads the data). Should it
// ever be called, it fails loudly rather than behave almost like React's.
// compat's types declare one `export =` namespace; its module has named exports, as React's
// has, and the app is typed against @types/react in any case.
// @ts-expect-error TS2498: `export *` of a module typed with `export =`.
export * from 'preact/compat';
export { default } from 'preact/compat';

export function useOptimistic(): never {
  throw new Error(
    'useOptimistic is not available: the app runs on Preact (docs/decisions/047-preact.md)',
  );
}
