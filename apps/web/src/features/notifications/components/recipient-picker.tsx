import type { NotificationRecipient } from '@streamfront/contract';
import { useId, useRef, useState } from 'react';
import { SearchBox } from '@/components/list/search-box';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRecipientSearch } from '../api/search-recipients';

const who = (r: Pick<NotificationRecipient, 'name' | 'email'>) =>
  r.name ? `${r.name} (${r.email})` : r.email;

/**
 * Finds the one customer to notify by email or name, and holds the choice. `error` is the
 * form's message for the choice (e.g. none made), shown here because this is the field.
 */
export function RecipientPicker({
  chosen,
  onChoose,
  error,
}: {
  chosen: NotificationRecipient | null;
  onChoose: (recipient: NotificationRecipient | null) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const search = useRecipientSearch(q.trim());
  const results = search.data ?? [];
  const chosenRef = useRef<HTMLParagraphElement>(null);
  const searchRef = useRef<HTMLDivElement>(null);

  function choose(recipient: NotificationRecipient | null) {
    onChoose(recipient);
    // The focus follows the choice: onto what was chosen, or back into the search.
    requestAnimationFrame(() => {
      if (recipient) chosenRef.current?.focus();
      else searchRef.current?.querySelector('input')?.focus();
    });
  }

  if (chosen) {
    return (
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-slate-200">Customer</p>
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-night-600 bg-night-950 px-3 py-2">
          <p ref={chosenRef} tabIndex={-1} className="min-w-0 break-all text-sm outline-none">
            <span className="sr-only">Chosen customer: </span>
            {who(chosen)}
          </p>
          <Button variant="ghost" size="sm" onClick={() => choose(null)}>
            Choose another customer
          </Button>
        </div>
      </div>
    );
  }

  const found =
    q.trim() === ''
      ? ''
      : search.isPending
        ? 'Searching…'
        : `${results.length} ${results.length === 1 ? 'customer' : 'customers'} found`;

  return (
    <div ref={searchRef} className="flex flex-col gap-2">
      <SearchBox value={q} onSearch={setQ} label="Customer" placeholder="Search by email or name" />
      <p id={`${id}-status`} role="status" className="text-xs text-slate-400">
        {found}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      {search.isError && <Alert>{search.error.message}</Alert>}
      {results.length > 0 && (
        <ul aria-label="Customers found" className="flex flex-col gap-1">
          {results.map((recipient) => (
            <li key={recipient.id}>
              <button
                type="button"
                onClick={() => choose(recipient)}
                aria-label={`Notify ${who(recipient)}`}
                className="w-full rounded-md px-3 py-2 text-left text-sm text-slate-200 hover:bg-night-800"
              >
                <span className="break-all">{who(recipient)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
