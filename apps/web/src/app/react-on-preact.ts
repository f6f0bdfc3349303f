// The web build's `react` and `react-dom`: preact-aliases.ts points the bare specifiers here
// (decision 046). It is preact/compat plus what a library imports by name that compat does
// not have, so the build resolves; nothing here may be needed by the app at run time.
//
// React Router imports `useOptimistic` for its data router (`RouterProvider`), which the app
// does not use (app/router.tsx: declarative routes, TanStack Query loads the data). Should it
// ever be called, it fails loudly rather than behave almost like React's.
export * from 'preact/compat';
export { default } from 'preact/compat';

export function useOptimistic(): never {
  throw new Error(
    'useOptimistic is not available: the app runs on Preact (docs/decisions/046-preact.md)',
  );
}
