import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdminPage } from '@/testing/fake-api';
import { jsonResponse, stubFetch } from '@/testing/http';
import { ChatbotDescription, ChatbotTraining } from './chatbot-training';

const NOW = '2026-03-01T10:00:00.000Z';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const intent = (n: number, name: string, enabled = true) => ({
  _id: uuid(n),
  id: uuid(n),
  name,
  utterances: [`${name} one`, `${name} two`],
  answers: [`About ${name}.`],
  enabled,
  createdAt: NOW,
  updatedAt: NOW,
});

const question = {
  _id: uuid(50),
  id: uuid(50),
  text: 'Do you sell gift cards?',
  sessionId: 'session-1-abc',
  conversationId: null,
  confidence: 0.31,
  bestIntent: 'payment_methods',
  status: 'open',
  occurrences: 2,
  intentId: null,
  createdAt: NOW,
  lastAskedAt: NOW,
  resolvedAt: null,
};

const status = {
  model: {
    version: 3,
    intents: 2,
    utterances: 4,
    trainingMs: 420,
    accuracy: 0.912,
    trainedAt: NOW,
    trainedBy: { id: uuid(99), name: 'Ada Admin', email: 'ada@streamfront.test' },
  },
  intents: { total: 2, enabled: 2 },
  utterances: 4,
  changedSinceTraining: false,
  unansweredOpen: 1,
  threshold: 0.35,
};

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

let calls: Call[];
let trainAnswer: Promise<Response> | null;
/** What the fake server holds: deletions and dismissals stick, as on the real one. */
let deletedIntents: Set<string>;
let openQuestions: (typeof question)[];

function fakeServer() {
  calls = [];
  trainAnswer = null;
  deletedIntents = new Set();
  openQuestions = [question];
  return stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const path = url.pathname.replace('/api/admin/chatbot', '');
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, path, query: url.searchParams, body });
    const ok = (data: unknown, meta?: unknown) =>
      jsonResponse(200, { success: true, data, ...(meta ? { meta } : {}) });
    if (method === 'GET' && path === '/status') return ok(status);
    if (method === 'GET' && path === '/intents') {
      const q = url.searchParams.get('q');
      const all = [intent(1, 'payment_methods'), intent(2, 'pricing')].filter(
        (i) => !deletedIntents.has(i.id),
      );
      const items = q ? all.filter((i) => i.name.includes(q)) : all;
      return ok(items, { page: 1, pageSize: 20, total: items.length });
    }
    if (method === 'GET' && path === '/unanswered')
      return ok(openQuestions, { page: 1, pageSize: 20, total: openQuestions.length });
    if (method === 'POST' && path.endsWith('/add-to-intent'))
      return ok({ unanswered: { ...question, status: 'added' }, intent: intent(3, 'gift_cards') });
    if (method === 'POST' && path.endsWith('/dismiss')) {
      openQuestions = openQuestions.filter((q) => !path.includes(q.id));
      return ok({ ...question, status: 'dismissed' });
    }
    if (method === 'POST' && path === '/train')
      return (trainAnswer ??= Promise.resolve(ok({ ...status.model, version: 4 })));
    if (method === 'POST' && path === '/try')
      return ok({
        predictions: [
          { intent: 'pricing', confidence: 0.9 },
          { intent: 'packages_compare', confidence: 0.06 },
          { intent: 'sports_coverage', confidence: 0.02 },
        ],
        answer: {
          response: 'Plans start at $14.99.',
          intent: 'pricing',
          confidence: 0.9,
          handover: null,
        },
        threshold: 0.35,
        version: 3,
      });
    if (method === 'PATCH' && path.startsWith('/intents/'))
      return ok(intent(1, 'payment_methods', false));
    if (method === 'DELETE' && path.startsWith('/intents/')) {
      const id = path.slice('/intents/'.length);
      deletedIntents.add(id);
      return ok({ _id: id, id, deleted: true });
    }
    if (method === 'POST' && path === '/intents/import')
      return ok({ mode: 'merge', created: 1, updated: 0, deleted: 0, total: 3 });
    if (method === 'GET' && path === '/settings')
      return ok({ threshold: 0.35, fallbackMessage: 'Sorry?', updatedAt: null });
    if (method === 'PATCH' && path === '/settings')
      return ok({ threshold: 0.4, fallbackMessage: 'Sorry?', updatedAt: NOW });
    if (method === 'GET' && path === '/conversations')
      return ok([], { page: 1, pageSize: 20, total: 0 });
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

function renderPage(url = '/admin/chatbot') {
  const user = userEvent.setup();
  renderAdminPage(
    <>
      <ChatbotDescription />
      <ChatbotTraining />
    </>,
    url,
  );
  return user;
}

const callsTo = (method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

/** Whether the page asked `path` with all of `params` in its query. */
const askedWith = (path: string, params: Record<string, string>) =>
  calls.some(
    (c) => c.path === path && Object.entries(params).every(([k, v]) => c.query.get(k) === v),
  );

beforeEach(() => {
  fakeServer();
});

describe('model status and training', () => {
  it('shows the model in use and the open question count', async () => {
    renderPage();
    expect(await screen.findByTestId('model-version')).toHaveTextContent('3');
    expect(screen.getByText(/by Ada Admin \(ada@streamfront.test\)/)).toBeInTheDocument();
    expect(screen.getByText('91.2% (cross-validated)')).toBeInTheDocument();
    expect(screen.getByTestId('unanswered-open')).toHaveTextContent('1 unanswered question');
  });

  it('Train shows its progress, then intents, utterances, time taken and accuracy', async () => {
    let finish: (response: Response) => void = () => undefined;
    trainAnswer = new Promise((resolve) => (finish = resolve));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Train model' }));
    expect(screen.getByRole('progressbar', { name: 'Training the model' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Training…/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    finish(jsonResponse(200, { success: true, data: { ...status.model, version: 4 } }));
    expect(await screen.findByText('Training finished: model version 4')).toBeInTheDocument();
    expect(screen.getByTestId('train-intents')).toHaveTextContent('2');
    expect(screen.getByTestId('train-utterances')).toHaveTextContent('4');
    expect(screen.getByTestId('train-time')).toHaveTextContent('420 ms');
    expect(screen.getByTestId('train-accuracy')).toHaveTextContent('91.2%');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('intents', () => {
  it('searches by text', async () => {
    const user = renderPage();
    await screen.findByText('pricing');
    await user.type(screen.getByRole('searchbox', { name: 'Search intents' }), 'pay');
    await waitFor(() => expect(screen.queryByText('pricing')).not.toBeInTheDocument());
    expect(askedWith('/intents', { q: 'pay' })).toBe(true);
  });

  it('deletes only after confirmation', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete pricing' }));
    expect(callsTo('DELETE', `/intents/${uuid(2)}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete intent' }));
    await waitFor(() => expect(callsTo('DELETE', `/intents/${uuid(2)}`)).toHaveLength(1));
  });

  it('disables an intent with its switch', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Enable payment_methods' }));
    await waitFor(() =>
      expect(callsTo('PATCH', `/intents/${uuid(1)}`)[0]?.body).toEqual({ enabled: false }),
    );
  });

  it('creates one with example sentences one per line and its answers', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add intent' }));
    const form = screen.getByRole('form', { name: 'New intent' });
    await user.type(within(form).getByLabelText('Name'), 'gift_cards');
    await user.type(
      within(form).getByLabelText('Example sentences (one per line)'),
      'gift cards{Enter}{Enter}  do you sell vouchers  ',
    );
    await user.type(within(form).getByLabelText('Answer 1'), 'Soon!');
    await user.click(within(form).getByRole('button', { name: 'Create intent' }));
    await waitFor(() =>
      expect(callsTo('POST', '/intents')[0]?.body).toEqual({
        name: 'gift_cards',
        utterances: ['gift cards', 'do you sell vouchers'],
        answers: ['Soon!'],
        enabled: true,
      }),
    );
  });

  it('imports a JSON file', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Import JSON' }));
    const file = new File(
      [JSON.stringify([{ name: 'x', utterances: ['a'], answers: ['b'], enabled: true }])],
      'intents.json',
      { type: 'application/json' },
    );
    await user.upload(screen.getByLabelText('JSON file'), file);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/1 created, 0 updated, 0 deleted/)).toBeInTheDocument();
    expect(callsTo('POST', '/intents/import')[0]?.body).toEqual({
      mode: 'merge',
      intents: [{ name: 'x', utterances: ['a'], answers: ['b'], enabled: true }],
    });
  });
});

describe('unanswered questions', () => {
  it('adds a question to a new intent in one step', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: /Unanswered questions/ }));
    expect(await screen.findByTestId('unanswered-count')).toHaveTextContent('1');
    await user.click(
      await screen.findByRole('button', { name: 'Add to intent: “Do you sell gift cards?”' }),
    );
    await user.click(screen.getByLabelText('A new intent'));
    await user.type(screen.getByLabelText('New intent name'), 'gift_cards');
    await user.type(screen.getByLabelText('Answer'), 'Gift cards are coming soon.');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() =>
      expect(callsTo('POST', `/unanswered/${uuid(50)}/add-to-intent`)[0]?.body).toEqual({
        newIntent: {
          name: 'gift_cards',
          answers: ['Gift cards are coming soon.'],
          utterances: [],
          enabled: true,
        },
      }),
    );
  });

  it('adds a question to an existing intent, the closest one chosen by default', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: /Unanswered questions/ }));
    await user.click(
      await screen.findByRole('button', { name: 'Add to intent: “Do you sell gift cards?”' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Intent' })).toHaveValue(uuid(1)),
    );
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() =>
      expect(callsTo('POST', `/unanswered/${uuid(50)}/add-to-intent`)[0]?.body).toEqual({
        intentId: uuid(1),
      }),
    );
  });

  it('dismisses a question', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: /Unanswered questions/ }));
    await user.click(
      await screen.findByRole('button', { name: 'Dismiss “Do you sell gift cards?”' }),
    );
    await waitFor(() => expect(callsTo('POST', `/unanswered/${uuid(50)}/dismiss`)).toHaveLength(1));
  });
});

describe('with a keyboard and a screen reader', () => {
  it('asks before deleting in an announced dialog, and the focus never falls to the page', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete pricing' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “pricing”?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete pricing' })).toHaveFocus();
    expect(callsTo('DELETE', `/intents/${uuid(2)}`)).toHaveLength(0);

    // The first row goes: the focus moves to the same button on the row that took its place.
    await user.click(screen.getByRole('button', { name: 'Delete payment_methods' }));
    await user.click(screen.getByRole('button', { name: 'Delete intent' }));
    await waitFor(() => expect(screen.queryByText('payment_methods')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete pricing' })).toHaveFocus(),
    );

    // The last row goes: the focus moves to the empty list's message, which says so.
    await user.click(screen.getByRole('button', { name: 'Delete pricing' }));
    await user.click(screen.getByRole('button', { name: 'Delete intent' }));
    await waitFor(() =>
      expect(screen.getByText('No intents yet').closest('[data-list-empty]')).toHaveFocus(),
    );
  });

  it('moves the focus into the intent form that opens, and back to its button when it closes', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit pricing' }));
    const panel = screen.getByRole('region', { name: 'Edit “pricing”' });
    expect(within(panel).getByRole('heading', { name: 'Edit “pricing”' })).toHaveFocus();
    expect(within(panel).getByRole('form', { name: 'Edit intent pricing' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit pricing' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Add intent' }));
    expect(screen.getByRole('heading', { name: 'New intent' })).toHaveFocus();
  });

  it('names each question’s actions with the question, and keeps the focus on the list', async () => {
    const second = { ...question, id: uuid(51), _id: uuid(51), text: 'Is there a student price?' };
    openQuestions = [question, second];
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: /Unanswered questions/ }));

    const add = await screen.findByRole('button', {
      name: 'Add to intent: “Do you sell gift cards?”',
    });
    await user.click(add);
    expect(screen.getByRole('radio', { name: 'An existing intent' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Add to intent: “Do you sell gift cards?”' }),
      ).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Dismiss “Do you sell gift cards?”' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Add to intent: “Is there a student price?”' }),
      ).toHaveFocus(),
    );
  });
});

describe('the address of what is on screen (decision 022)', () => {
  it('opens on the tab, page and filters of a link', async () => {
    renderPage(
      '/admin/chatbot?tab=conversations&log.intent=fallback&log.lowConfidence=true&log.page=2',
    );
    expect(await screen.findByRole('tab', { name: 'Conversation log' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(
        askedWith('/conversations', { intent: 'fallback', lowConfidence: 'true', page: '2' }),
      ).toBe(true),
    );
    expect(screen.getByRole('textbox', { name: 'Intent' })).toHaveValue('fallback');
    expect(screen.getByRole('checkbox', { name: 'Below the threshold only' })).toBeChecked();
  });

  it('searches the intents of a link', async () => {
    renderPage('/admin/chatbot?intents.q=pay');
    expect(await screen.findByText('payment_methods')).toBeInTheDocument();
    expect(screen.queryByText('pricing')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search intents' })).toHaveValue('pay');
  });
});

describe('try a sentence, log and settings', () => {
  it('shows the top three intents with their confidence', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Try a sentence' }));
    await user.type(screen.getByRole('textbox', { name: 'Sentence' }), 'how much is it');
    await user.click(screen.getByRole('button', { name: 'Try' }));
    const meters = await screen.findAllByRole('meter');
    expect(meters.map((m) => m.getAttribute('aria-valuenow'))).toEqual(['90', '6', '2']);
    expect(screen.getByText('Plans start at $14.99.')).toBeInTheDocument();
    expect(callsTo('POST', '/try')[0]?.body).toEqual({ text: 'how much is it' });
  });

  it('filters the conversation log', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Conversation log' }));
    await user.type(await screen.findByRole('textbox', { name: 'Intent' }), 'fallback');
    await user.click(screen.getByRole('checkbox', { name: 'Below the threshold only' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(askedWith('/conversations', { intent: 'fallback', lowConfidence: 'true' })).toBe(true),
    );
  });

  it('saves the threshold and the fallback message', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    const threshold = await screen.findByRole('spinbutton', { name: /Confidence threshold/ });
    await user.clear(threshold);
    await user.type(threshold, '0.4');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(callsTo('PATCH', '/settings')[0]?.body).toEqual({
        threshold: 0.4,
        fallbackMessage: 'Sorry?',
      }),
    );
  });
});
