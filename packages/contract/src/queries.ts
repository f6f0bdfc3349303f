import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema, RecordIdsSchema, listSchema, okSchema } from './common.ts';
import { adminListQuerySchema } from './list.ts';
import { FormEmailSchema, requiredFormText, requiredLineText } from './forms.ts';

/** Where a query came from: the contact page, the chat assistant's hand-over, a signed-in customer. */
export const QuerySourceSchema = z.enum(['contact', 'chat', 'customer']);
export type QuerySource = z.infer<typeof QuerySourceSchema>;

export const QueryStatusSchema = z.enum(['open', 'answered', 'closed']);
export type QueryStatus = z.infer<typeof QueryStatusSchema>;

/** How each source reads in the back-office. */
export const QUERY_SOURCE_LABELS: Record<QuerySource, string> = {
  contact: 'Contact form',
  chat: 'Chat hand-over',
  customer: 'Customer question',
};

/** How each status reads in the back-office. */
export const QUERY_STATUS_LABELS: Record<QueryStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/** How each status reads to the customer who asked: "answered" means the team replied. */
export const CUSTOMER_QUERY_STATUS_LABELS: Record<QueryStatus, string> = {
  ...QUERY_STATUS_LABELS,
  open: 'Waiting for our reply',
};

/** One line of a chat conversation kept with a query handed over to a person. */
export const TranscriptEntrySchema = z.object({
  sender: z.enum(['user', 'bot']),
  text: z.string().max(2000),
  at: IsoDateSchema,
});
export type TranscriptEntry = z.infer<typeof TranscriptEntrySchema>;

export const QuerySchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  userId: z.uuid().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  transcript: z.array(TranscriptEntrySchema).nullable(),
  source: QuerySourceSchema,
  status: QueryStatusSchema,
  reply: z.string().nullable(),
  repliedAt: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type Query = z.infer<typeof QuerySchema>;

/** `POST /api/contact`. `email` may be left out by a signed-in user (their own is used). */
export const ContactBodySchema = z
  .object({
    name: requiredLineText(100, 'Name'),
    email: FormEmailSchema,
    subject: requiredLineText(150, 'Subject'),
    message: requiredFormText(5000, 'Message', 10),
  })
  .strict();
export type ContactBody = z.infer<typeof ContactBodySchema>;
export type ContactInput = z.input<typeof ContactBodySchema>;

export const CONTACT_RECEIVED_MESSAGE =
  'Thank you for contacting us! We have received your message and will reply by email within one business day.';

// ---------------------------------------------------------------- the thread

/** Who wrote a message of a query's thread: the customer, or an admin answering them. */
export const QueryAuthorSchema = z.enum(['customer', 'admin']);
export type QueryAuthor = z.infer<typeof QueryAuthorSchema>;

/** One message of the conversation with the customer; the query's own `message` comes first. */
export const QueryMessageSchema = RecordIdsSchema.extend({
  author: QueryAuthorSchema,
  /** The admin's or the customer's name as it reads in the thread. */
  authorName: z.string(),
  body: z.string(),
  createdAt: IsoDateSchema,
});
export type QueryMessage = z.infer<typeof QueryMessageSchema>;

/** Admins' working notes on a query: never shown to the customer. */
export const QueryNoteSchema = RecordIdsSchema.extend({
  authorId: z.uuid().nullable(),
  authorName: z.string(),
  body: z.string(),
  createdAt: IsoDateSchema,
});
export type QueryNote = z.infer<typeof QueryNoteSchema>;

/** A query as the back-office lists it: who has it, and when it last moved. */
export const AdminQuerySchema = QuerySchema.extend({
  assigneeId: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  /** Messages in the thread after the first one. */
  messageCount: z.number().int().min(0),
});
export type AdminQuery = z.infer<typeof AdminQuerySchema>;

/** Where an admin's reply will reach the customer, told before it is written. */
export const QueryDeliverySchema = z.object({
  /** An in-app notification: the query belongs to an account. */
  account: z.boolean(),
  /** An email: outgoing mail is configured. */
  email: z.boolean(),
  /** The chat widget, while the visitor keeps it open: a chat hand-over. */
  chat: z.boolean(),
});
export type QueryDelivery = z.infer<typeof QueryDeliverySchema>;

export const AdminQueryDetailSchema = AdminQuerySchema.extend({
  messages: z.array(QueryMessageSchema),
  notes: z.array(QueryNoteSchema),
  delivery: QueryDeliverySchema,
});
export type AdminQueryDetail = z.infer<typeof AdminQueryDetailSchema>;

export const QUERY_SORT_KEYS = ['createdAt', 'updatedAt', 'name', 'status'] as const;

/** `assignee`: an admin's id, `me` (the caller) or `none` (nobody has it yet). */
export const QueryAssigneeFilterSchema = z.union(
  [z.literal('me'), z.literal('none'), z.uuid()],
  'Assignee must be an admin id, me or none',
);

export const AdminQueryListQuerySchema = adminListQuerySchema(QUERY_SORT_KEYS, '-createdAt', {
  source: QuerySourceSchema.optional(),
  status: QueryStatusSchema.optional(),
  assignee: QueryAssigneeFilterSchema.optional(),
});
export type AdminQueryListQuery = z.infer<typeof AdminQueryListQuerySchema>;
export type AdminQueryListInput = z.input<typeof AdminQueryListQuerySchema>;

export const AdminQueryUpdateBodySchema = z
  .object({
    status: QueryStatusSchema.optional(),
    /** An admin's id; null leaves the query with nobody. */
    assigneeId: z.uuid('Choose an admin').nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type AdminQueryUpdateBody = z.infer<typeof AdminQueryUpdateBodySchema>;

/** A customer's replies per address: each notifies every admin, so the public forms' pace. */
export const QUERY_REPLY_RATE_LIMIT = { max: 10, windowMinutes: 1 } as const;

/** An admin's reply, a note, or a customer's answer: one text field. */
export const QueryReplyBodySchema = z.object({ body: requiredFormText(5000, 'Reply', 2) }).strict();
export type QueryReplyBody = z.infer<typeof QueryReplyBodySchema>;
export type QueryReplyInput = z.input<typeof QueryReplyBodySchema>;

export const QueryNoteBodySchema = z.object({ body: requiredFormText(2000, 'Note', 2) }).strict();
export type QueryNoteBody = z.infer<typeof QueryNoteBodySchema>;
export type QueryNoteInput = z.input<typeof QueryNoteBodySchema>;

export const AdminQueryListAnswerSchema = listSchema(AdminQuerySchema);
export type AdminQueryListAnswer = z.infer<typeof AdminQueryListAnswerSchema>;
export const AdminQueryDetailAnswerSchema = okSchema(AdminQueryDetailSchema);
export type AdminQueryDetailAnswer = z.infer<typeof AdminQueryDetailAnswerSchema>;

/** The admins a query can be given to. */
export const QueryAssigneeSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type QueryAssignee = z.infer<typeof QueryAssigneeSchema>;
export const QueryAssigneesAnswerSchema = okSchema(z.array(QueryAssigneeSchema));
export type QueryAssigneesAnswer = z.infer<typeof QueryAssigneesAnswerSchema>;

// ---------------------------------------------------------------- the customer's side

/** A query as its customer sees it: the thread, never the admins' notes or assignment. */
export const CustomerQuerySchema = RecordIdsSchema.extend({
  subject: z.string().nullable(),
  message: z.string(),
  source: QuerySourceSchema,
  status: QueryStatusSchema,
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
  messages: z.array(QueryMessageSchema),
});
export type CustomerQuery = z.infer<typeof CustomerQuerySchema>;

export const CustomerQueryListQuerySchema = PageQuerySchema;
export const CustomerQueryListAnswerSchema = listSchema(CustomerQuerySchema);
export type CustomerQueryListAnswer = z.infer<typeof CustomerQueryListAnswerSchema>;
export const CustomerQueryAnswerSchema = okSchema(CustomerQuerySchema);
export type CustomerQueryAnswer = z.infer<typeof CustomerQueryAnswerSchema>;

/** Where a customer reads a query and answers it: the notification of a reply links here. */
export const accountQueryPath = (id: string) => `/account?query=${id}#questions`;

// ---------------------------------------------------------------- the chat widget's side

/**
 * `POST /api/chatbot/team-replies`: the team's replies to this widget's handed-over
 * conversation, after `after` (the last one the widget has). The secret proves the
 * conversation is the caller's, as for a chat message; POST keeps it out of URLs and logs.
 */
export const ChatTeamRepliesBodySchema = z
  .object({
    sessionId: z.string().trim().min(1).max(100),
    sessionSecret: z.string().min(1).max(200),
    after: IsoDateSchema.optional(),
  })
  .strict();
export type ChatTeamRepliesBody = z.infer<typeof ChatTeamRepliesBodySchema>;

export const ChatTeamReplySchema = RecordIdsSchema.extend({
  authorName: z.string(),
  body: z.string(),
  createdAt: IsoDateSchema,
});
export type ChatTeamReply = z.infer<typeof ChatTeamReplySchema>;
export const ChatTeamRepliesAnswerSchema = okSchema(z.array(ChatTeamReplySchema));
export type ChatTeamRepliesAnswer = z.infer<typeof ChatTeamRepliesAnswerSchema>;

/** How often an open chat widget asks for the team's replies once it has handed over. */
export const CHAT_TEAM_REPLY_POLL_MS = 5_000;
/** Polls per address: one widget asks 12 times a minute, a few tabs of one household fit. */
export const CHAT_TEAM_REPLIES_RATE_LIMIT = { max: 60, windowMinutes: 1 } as const;
