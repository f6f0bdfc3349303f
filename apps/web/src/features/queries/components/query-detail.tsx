import {
  QUERY_SOURCE_LABELS,
  QUERY_STATUS_LABELS,
  QueryNoteBodySchema,
  QueryReplyBodySchema,
  type AdminQueryDetail,
  type QueryDelivery,
  type QueryStatus,
} from '@streamfront/contract';
import toast from 'react-hot-toast';
import { RecordPanel } from '@/components/list/record-panel';
import { Alert } from '@/components/ui/alert';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { formatDateTime } from '@/lib/format-date';
import { getStoredUser } from '@/lib/storage';
import { useAddQueryNote } from '../api/add-query-note';
import { useAdminQuery } from '../api/get-admin-query';
import { useQueryAssignees } from '../api/get-query-assignees';
import { useReplyToQuery } from '../api/reply-to-query';
import { useUpdateQuery } from '../api/update-query';
import { QUERY_STATUS_TONES } from './query-labels';
import { labelOptions } from '@/components/list/label-options';
import { QueryTextForm } from './query-text-form';
import { QueryThread } from './query-thread';
import { Fact } from '@/components/ui/fact';

/** The signed-in admin's id, for "Assign to me" (the stored user of spec §3). */
function myId(): string | null {
  const user = getStoredUser() as { id?: unknown; _id?: unknown } | null;
  const id = user?.id ?? user?._id;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** One query beside the inbox: who asked, the conversation, notes, and what to do next. */
export function QueryDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useAdminQuery(id);
  const title = query.data ? (query.data.subject ?? `Message from ${query.data.name}`) : 'Query';
  return (
    <RecordPanel record={query} title={title} loadingLabel="Loading the query…" onClose={onClose}>
      {(loaded) => <QueryBody key={loaded.id} query={loaded} />}
    </RecordPanel>
  );
}

/** Where the reply goes, said plainly before it is written (issue 11). */
export function deliveryText(delivery: QueryDelivery, email: string): string {
  const ways = [
    delivery.account && 'in their account, with a notification',
    delivery.email && `by email to ${email}`,
    delivery.chat && 'in the chat window, if they still have it open',
  ].filter(Boolean);
  const reaches = ways.length > 0 ? `Your reply reaches them ${ways.join(', ')}.` : '';
  if (delivery.email) return reaches;
  if (delivery.account || delivery.chat)
    return `Email is off (no outgoing mail is configured). ${reaches}`;
  return `Email is off (no outgoing mail is configured) and this visitor has no account: they will not receive your reply here. Write to ${email} yourself.`;
}

function QueryBody({ query }: { query: AdminQueryDetail }) {
  const update = useUpdateQuery();
  const assignees = useQueryAssignees();
  const reply = useReplyToQuery(query.id);
  const note = useAddQueryNote(query.id);
  const me = myId();
  const who = query.name;

  function change(body: { status?: QueryStatus; assigneeId?: string | null }, done: string) {
    update.mutate({ id: query.id, body }, { onSuccess: () => toast.success(done) });
  }

  const assigneeOptions = (assignees.data ?? []).map((admin) => ({
    value: admin.id,
    label: admin.id === me ? `${admin.name} (me)` : admin.name,
  }));
  // The current assignee stays choosable while the list of admins loads.
  if (query.assigneeId && !assigneeOptions.some((o) => o.value === query.assigneeId)) {
    assigneeOptions.push({ value: query.assigneeId, label: query.assigneeName ?? 'An admin' });
  }

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term="From">
          {query.name} · {query.email}
        </Fact>
        <Fact term="Source">{QUERY_SOURCE_LABELS[query.source]}</Fact>
        <Fact term="Status">
          <StatusBadge
            status={query.status}
            labels={QUERY_STATUS_LABELS}
            tones={QUERY_STATUS_TONES}
          />
        </Fact>
        <Fact term="Received">{formatDateTime(query.createdAt)}</Fact>
        <Fact term="Account">{query.userId ? 'Signed-in customer' : 'Visitor, no account'}</Fact>
        <Fact term="Assigned to">{query.assigneeName ?? 'Nobody yet'}</Fact>
      </dl>

      <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <SelectField
          label={`Status of ${who}'s query`}
          value={query.status}
          options={labelOptions(QUERY_STATUS_LABELS)}
          disabled={update.isPending}
          onChange={(event) => {
            const status = event.target.value as QueryStatus;
            change({ status }, `Query marked ${QUERY_STATUS_LABELS[status].toLowerCase()}.`);
          }}
        />
        <SelectField
          label={`Assignee of ${who}'s query`}
          value={query.assigneeId ?? ''}
          placeholder="Nobody"
          options={assigneeOptions}
          disabled={update.isPending}
          onChange={(event) => {
            const assigneeId = event.target.value || null;
            change({ assigneeId }, assigneeId ? 'Query assigned.' : 'Query unassigned.');
          }}
        />
        {me && query.assigneeId !== me && (
          <Button
            variant="secondary"
            disabled={update.isPending}
            onClick={() => change({ assigneeId: me }, 'Query assigned to you.')}
          >
            Assign to me
          </Button>
        )}
      </div>

      {query.transcript && query.transcript.length > 0 && (
        <section aria-labelledby={`transcript-${query.id}`}>
          <h3 id={`transcript-${query.id}`} className="mb-2 font-semibold">
            Chat transcript
          </h3>
          <ol className="flex max-h-72 flex-col gap-2 overflow-y-auto rounded-lg border border-night-700 p-3 text-sm">
            {query.transcript.map((line, index) => (
              <li key={`${line.at}-${index}`}>
                <span className="font-semibold text-white">
                  {line.sender === 'user' ? query.name : 'Assistant'}:
                </span>{' '}
                <span className="whitespace-pre-wrap break-words">{line.text}</span>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby={`thread-${query.id}`} className="flex flex-col gap-3">
        <h3 id={`thread-${query.id}`} className="font-semibold">
          Conversation
        </h3>
        <QueryThread
          first={{ name: query.name, body: query.message, createdAt: query.createdAt }}
          messages={query.messages}
          viewer="admin"
        />
        {!query.delivery.email && (
          <Alert tone="info">{deliveryText(query.delivery, query.email)}</Alert>
        )}
        <QueryTextForm
          schema={QueryReplyBodySchema}
          label={`Reply to ${who}`}
          fieldLabel={`Reply to ${who}`}
          submitLabel="Send reply"
          hint={query.delivery.email ? deliveryText(query.delivery, query.email) : undefined}
          maxLength={5000}
          sent={`Reply sent to ${who}.`}
          mutation={reply}
        />
      </section>

      <section aria-labelledby={`notes-${query.id}`} className="flex flex-col gap-3">
        <h3 id={`notes-${query.id}`} className="font-semibold">
          Internal notes
        </h3>
        {query.notes.length === 0 ? (
          <p className="text-sm text-slate-400">No notes yet.</p>
        ) : (
          <ul aria-label="Internal notes" className="flex flex-col gap-2">
            {query.notes.map((n) => (
              <li key={n.id} className="rounded-lg border border-night-700 px-3 py-2">
                <p className="text-sm text-slate-400">
                  {n.authorName} · {formatDateTime(n.createdAt)}
                </p>
                <p className="whitespace-pre-wrap break-words">{n.body}</p>
              </li>
            ))}
          </ul>
        )}
        <QueryTextForm
          schema={QueryNoteBodySchema}
          label={`Note on ${who}'s query`}
          fieldLabel="Internal note"
          submitLabel="Add note"
          hint="Only admins see it."
          maxLength={2000}
          sent="Note added."
          mutation={note}
        />
      </section>
    </div>
  );
}
