import {
  CUSTOMER_QUERY_STATUS_LABELS,
  QueryReplyBodySchema,
  type CustomerQuery,
} from '@streamfront/contract';
import { useLayoutEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListError, ListSkeleton } from '@/components/list/list-states';
import { StatusBadge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { useAnswerMyQuery } from '../api/answer-my-query';
import { useMyQueries } from '../api/get-my-queries';
import { QUERY_STATUS_TONES } from './query-labels';
import { QueryTextForm } from './query-text-form';
import { QueryThread } from './query-thread';

/**
 * "Your questions" on /account: every query the customer sent while signed in, its thread
 * with the team's replies, and a box to write back. `/account?query=<id>#questions` (the
 * link of a reply's notification) opens that one.
 */
export function MyQuestions() {
  const questions = useMyQueries();
  const [search] = useSearchParams();
  const linked = search.get('query');
  const [openId, setOpenId] = useState<string | null>(linked);

  // A notification followed while the page is open links to another question: open that one.
  const [followed, setFollowed] = useState(linked);
  if (linked !== followed) {
    setFollowed(linked);
    if (linked) setOpenId(linked);
  }

  // Once the linked question has loaded, bring it into view for the reader who followed it.
  const loaded = questions.data !== undefined;
  useLayoutEffect(() => {
    if (!linked || !loaded) return;
    const heading = document.getElementById(`question-${linked}`);
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus();
  }, [linked, loaded]);

  return (
    <section id="questions" aria-labelledby="questions-title" className="flex flex-col gap-4">
      <h2 id="questions-title" className="text-xl font-bold text-white">
        Your questions
      </h2>
      {questions.data ? (
        questions.data.length === 0 ? (
          <p className="text-slate-300">
            Questions you send us while signed in (from the contact page or the chat) appear here
            with our replies.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {questions.data.map((query) => (
              <Question
                key={query.id}
                query={query}
                open={openId === query.id}
                onToggle={() => setOpenId(openId === query.id ? null : query.id)}
              />
            ))}
          </ul>
        )
      ) : questions.error ? (
        <ListError message={questions.error.message} onRetry={() => void questions.refetch()} />
      ) : (
        <ListSkeleton label="Loading your questions…" rows={2} />
      )}
    </section>
  );
}

function Question({
  query,
  open,
  onToggle,
}: {
  query: CustomerQuery;
  open: boolean;
  onToggle: () => void;
}) {
  const answer = useAnswerMyQuery(query.id);
  const subject = query.subject ?? 'Your message';
  const panelId = `question-panel-${query.id}`;
  return (
    <li className="rounded-xl border border-night-700 bg-night-900 p-4">
      <h3 id={`question-${query.id}`} tabIndex={-1} className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full flex-wrap items-center justify-between gap-2 rounded text-left text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
        >
          <span className="min-w-0 break-words">{subject}</span>
          <span className="flex items-center gap-2 text-sm font-normal text-slate-300">
            <StatusBadge
              status={query.status}
              labels={CUSTOMER_QUERY_STATUS_LABELS}
              tones={QUERY_STATUS_TONES}
            />
            <time dateTime={query.updatedAt}>{formatDateTime(query.updatedAt)}</time>
          </span>
        </button>
      </h3>
      {open && (
        <div id={panelId} className="mt-4 flex flex-col gap-4">
          <QueryThread
            first={{ name: 'You', body: query.message, createdAt: query.createdAt }}
            messages={query.messages.map((m) =>
              m.author === 'customer' ? { ...m, authorName: 'You' } : m,
            )}
            viewer="customer"
          />
          <QueryTextForm
            schema={QueryReplyBodySchema}
            label={`Write back about ${subject}`}
            fieldLabel="Your message"
            submitLabel="Send"
            hint="Our team is told at once and replies here."
            maxLength={5000}
            sent="Message sent. We will reply soon."
            mutation={answer}
          />
        </div>
      )}
    </li>
  );
}
