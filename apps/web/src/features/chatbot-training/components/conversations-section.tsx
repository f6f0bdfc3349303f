import { formatDateTime } from '@/lib/format-date';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useConversation } from '../api/get-conversation';
import { useConversations, type ConversationFilters } from '../api/get-conversations';
import { formatPercent } from '../format';
import { AdminCard, Pager } from './admin-card';

const PAGE_SIZE = 20;

/** A date field's day as the start (or end) of that day in the admin's time zone, ISO. */
function dayBoundary(day: string, end: boolean): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function Transcript({ id }: { id: string }) {
  const conversation = useConversation(id);
  if (conversation.isPending) return <Spinner size="sm" label="Loading the conversation…" />;
  if (conversation.isError) return <Alert>{conversation.error.message}</Alert>;
  return (
    <ol aria-label="Transcript" className="flex flex-col gap-2">
      {conversation.data.messages.map((message) => (
        <li
          key={message.id}
          className={cn(
            'max-w-[80%] rounded-lg px-3 py-2 text-sm',
            message.sender === 'user' ? 'self-end bg-brand-700/40' : 'self-start bg-night-700',
          )}
        >
          <p className="whitespace-pre-line">{message.text}</p>
          <p className="mt-1 text-[11px] text-slate-400">
            {formatDateTime(message.createdAt)}
            {message.intent && ` · ${message.intent}`}
            {message.confidence !== null && ` · ${formatPercent(message.confidence)}`}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** The conversation log with filters; a row opens its transcript. */
export function ConversationsSection() {
  const [draft, setDraft] = useState({
    from: '',
    to: '',
    intent: '',
    sessionId: '',
    lowConfidence: false,
  });
  const [filters, setFilters] = useState<ConversationFilters>({});
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const conversations = useConversations({ ...filters, page, pageSize: PAGE_SIZE });

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters({
      from: dayBoundary(draft.from, false),
      to: dayBoundary(draft.to, true),
      intent: draft.intent.trim() || undefined,
      sessionId: draft.sessionId.trim() || undefined,
      lowConfidence: draft.lowConfidence || undefined,
    });
    setPage(1);
  }

  return (
    <AdminCard title="Conversation log" titleId="chatbot-log-title">
      <form
        onSubmit={apply}
        aria-label="Conversation filters"
        className="mb-5 grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-6"
      >
        <TextField
          label="From"
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <TextField
          label="Intent"
          value={draft.intent}
          placeholder="fallback"
          onChange={(event) => setDraft({ ...draft, intent: event.target.value })}
        />
        <TextField
          label="Session id"
          value={draft.sessionId}
          onChange={(event) => setDraft({ ...draft, sessionId: event.target.value })}
        />
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input
            type="checkbox"
            checked={draft.lowConfidence}
            onChange={(event) => setDraft({ ...draft, lowConfidence: event.target.checked })}
            className="h-4 w-4 accent-brand-500"
          />
          Below the threshold only
        </label>
        <Button type="submit" variant="secondary">
          Apply filters
        </Button>
      </form>
      {conversations.isPending ? (
        <Spinner label="Loading conversations…" />
      ) : conversations.isError ? (
        <Alert>{conversations.error.message}</Alert>
      ) : conversations.data.items.length === 0 ? (
        <p className="text-slate-400">No conversations match.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-night-700">
          {conversations.data.items.map((item) => {
            const open = openId === item.id;
            return (
              <li key={item.id} className="py-3">
                <button
                  type="button"
                  aria-expanded={open}
                  onClick={() => setOpenId(open ? null : item.id)}
                  className="flex w-full flex-wrap items-baseline gap-x-4 gap-y-1 text-left hover:text-white"
                >
                  <span className="text-sm font-semibold">{formatDateTime(item.lastAt)}</span>
                  <span className="text-sm text-slate-300">
                    {item.user ? `${item.user.name} (${item.user.email})` : 'Visitor'}
                  </span>
                  <span className="text-xs text-slate-400">{item.messageCount} messages</span>
                  {item.lowestConfidence !== null && (
                    <span className="text-xs text-slate-400">
                      lowest confidence {formatPercent(item.lowestConfidence)}
                    </span>
                  )}
                  {item.handoverEmail && (
                    <span className="rounded bg-accent-400/20 px-1.5 text-xs text-accent-400">
                      handed over: {item.handoverEmail}
                    </span>
                  )}
                  <span className="basis-full truncate text-sm text-slate-400">
                    {item.lastMessage}
                  </span>
                </button>
                {open && (
                  <div className="mt-3 rounded-lg bg-night-950 p-3">
                    <p className="mb-2 font-mono text-xs text-slate-400">{item.sessionId}</p>
                    <Transcript id={item.id} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {conversations.data && (
        <Pager
          label="Conversation pages"
          page={page}
          pageSize={PAGE_SIZE}
          total={conversations.data.total}
          onPage={setPage}
        />
      )}
    </AdminCard>
  );
}
