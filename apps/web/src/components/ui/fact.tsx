import type { ReactNode } from 'react';

/** One term and its value in a record's `<dl>` of facts (an order, a query, a request). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-400">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
