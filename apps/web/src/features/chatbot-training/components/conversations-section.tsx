import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/form/fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { PagedList } from '@/components/list/paged-list';
import { useListParams, type ListParams } from '@/components/list/use-list-params';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useConversation } from '../api/get-conversation';
import { useConversations } from '../api/get-conversations';
import { formatPercent } from '../format';
import { AdminCard } from './admin-card';

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

const FILTERS = ['from', 'to', 'intent', 'sessionId', 'lowConfidence'] as const;
type LogFilter = (typeof FILTERS)[number];

/** The filters as the form holds them: days, words, and a box ticked or not. */
const LogFiltersSchema = z.object({
  from: z.string(),
  to: z.string(),
  intent: z.string().trim(),
  sessionId: z.string().trim(),
  lowConfidence: z.boolean(),
});

/** The log's filters, written to the URL together when applied. */
function LogFilters({ params }: { params: ListParams<LogFilter> }) {
  const { filters } = params;
  const form = useZodForm(LogFiltersSchema, {
    defaultValues: {
      from: filters.from ?? '',
      to: filters.to ?? '',
      intent: filters.intent ?? '',
      sessionId: filters.sessionId ?? '',
      lowConfidence: filters.lowConfidence === 'true',
    },
  });
  const apply = form.handleSubmit(({ lowConfidence, ...words }) =>
    params.setFilters({ ...words, lowConfidence: lowConfidence ? 'true' : undefined }),
  );
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={apply}
        aria-label="Conversation filters"
        className="mb-5 grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-6"
      >
        <FormTextField name="from" label="From" type="date" />
        <FormTextField name="to" label="To" type="date" />
        <FormTextField name="intent" label="Intent" placeholder="fallback" />
        <FormTextField name="sessionId" label="Session id" />
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input
            type="checkbox"
            {...form.register('lowConfidence')}
            className="h-4 w-4 accent-brand-500"
          />
          Below the threshold only
        </label>
        <Button type="submit" variant="secondary">
          Apply filters
        </Button>
      </form>
    </FormProvider>
  );
}

/** The conversation log with filters, its page and filters in the URL; a row opens its transcript. */
export function ConversationsSection() {
  const params = useListParams({ filters: FILTERS, prefix: 'log.' });
  const conversations = useConversations(params.query);
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <AdminCard title="Conversation log" titleId="chatbot-log-title">
      {/* A new set of filters in the URL (Back, a link) is the form's new start. */}
      <LogFilters key={JSON.stringify(params.filters)} params={params} />
      <div className="flex flex-col gap-4">
        <PagedList
          query={conversations}
          params={params}
          loadingLabel="Loading conversations…"
          empty={{
            title: 'No conversations yet',
            message: 'Chats with the assistant appear here.',
          }}
        >
          {(items) => (
            <ul className="flex flex-col divide-y divide-night-700">
              {items.map((item) => {
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
        </PagedList>
      </div>
    </AdminCard>
  );
}
