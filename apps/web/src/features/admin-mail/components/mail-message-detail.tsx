import {
  MAIL_STATE_LABELS,
  MAIL_SECRET_NOT_RESENDABLE,
  MAIL_TEMPLATE_LABELS,
  type MailMessageDetail as Detail,
} from '@streamfront/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { RecordPanel } from '@/components/list/record-panel';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Fact } from '@/components/ui/fact';
import { formatDateTime } from '@/lib/format-date';
import { useMailMessage } from '../api/get-mail-message';
import { useResendMail } from '../api/resend-mail';
import { MAIL_STATE_TONES, canResend } from './mail-state';

export const SECRET_MESSAGE_NOTE = 'This message held a sign-in link; its text is not kept.';

/** The message as the customer's mail program shows it, and its plain-text part. */
function MessageParts({ message }: { message: Detail }) {
  if (message.secret || message.html === null) {
    return (
      <div className="rounded-lg border border-night-700 p-4 text-slate-300">
        <p>{SECRET_MESSAGE_NOTE}</p>
        {message.state !== 'sent' && message.state !== 'queued' && (
          <p className="mt-2">{MAIL_SECRET_NOT_RESENDABLE}.</p>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h3 className="mb-2 font-semibold">As it reads in a mail program</h3>
        {/* No script, form, link or plug-in in it runs: `sandbox` with nothing allowed. */}
        <iframe
          sandbox=""
          srcDoc={message.html}
          title={`The message "${message.subject}" as sent`}
          className="h-[36rem] w-full rounded-lg border border-night-700 bg-white"
        />
      </div>
      {message.text !== null && (
        <div>
          <h3 className="mb-2 font-semibold">Plain-text part</h3>
          <pre className="rounded-lg border border-night-700 bg-night-950 p-4 text-sm break-words whitespace-pre-wrap text-slate-200">
            {message.text}
          </pre>
        </div>
      )}
    </div>
  );
}

function MessageBody({ message }: { message: Detail }) {
  const resend = useResendMail();
  // The Send again button goes once the message is queued: the focus goes to the line that
  // says so instead of falling to the page.
  const [resent, setResent] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);
  const showsNote = resent && !canResend(message);
  useLayoutEffect(() => {
    if (showsNote) note.current?.focus();
  }, [showsNote]);

  function sendAgain() {
    if (resend.isPending) return;
    resend.mutate(message.id, {
      onSuccess: (queued) => {
        toast.success(`"${queued.subject}" is queued to ${queued.to} again.`);
        setResent(true);
      },
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact term="To">{message.to}</Fact>
        <Fact term="Template">{MAIL_TEMPLATE_LABELS[message.template]}</Fact>
        <Fact term="State">
          <StatusBadge status={message.state} labels={MAIL_STATE_LABELS} tones={MAIL_STATE_TONES} />
        </Fact>
        <Fact term="Tries">{message.attempts}</Fact>
        <Fact term="Written">{formatDateTime(message.createdAt)}</Fact>
        <Fact term="Sent">{message.sentAt ? formatDateTime(message.sentAt) : 'Not yet'}</Fact>
        {message.lastError && message.state !== 'sent' && (
          <Fact term="Last error">{message.lastError}</Fact>
        )}
        {message.orderId && (
          <Fact term="Order">
            <Link
              to={`/admin/orders?order=${encodeURIComponent(message.orderId)}`}
              className="text-brand-300 underline hover:text-brand-200"
            >
              Open the order
            </Link>
          </Fact>
        )}
      </dl>

      {canResend(message) ? (
        <div className="flex flex-col items-start gap-2">
          <Button loading={resend.isPending} onClick={sendAgain}>
            Send again
          </Button>
          <p className="text-sm text-slate-400">
            It is queued like a new message and tried again until the mail server takes it.
          </p>
        </div>
      ) : (
        showsNote && (
          <p ref={note} tabIndex={-1} className="text-emerald-300">
            Queued to be sent again. Its state changes here once the mail server answers.
          </p>
        )
      )}

      <MessageParts message={message} />
    </div>
  );
}

/** One message of the log above the list: where it went, how it stands, and what it said. */
export function MailMessageDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const message = useMailMessage(id);
  return (
    <RecordPanel
      record={message}
      title={message.data ? message.data.subject : 'Message'}
      loadingLabel="Loading the message…"
      onClose={onClose}
    >
      {(loaded) => <MessageBody key={loaded.id} message={loaded} />}
    </RecordPanel>
  );
}
