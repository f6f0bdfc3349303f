import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/http';
import { CHAT_MESSAGES } from '../chat-constants';
import { CHAT_SETTINGS_STORAGE_KEY } from '../chat-settings';
import { resetNotificationSoundForTests } from '../chat-sound';
import { ChatLauncher } from './chat-launcher';

const QUESTION = 'What payment methods do you accept?';
const ANSWER = 'We accept Visa, Mastercard and PayPal.';

function reply(response = ANSWER, extra: Record<string, unknown> = {}) {
  return jsonResponse(200, {
    success: true,
    data: { response, intent: 'payment_methods', confidence: 0.87, handover: null, ...extra },
  });
}

/** Every POST body the widget sent. */
function bodies(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.map(
    ([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>,
  );
}

/** Lets promises settle (the fetch stub, the lazy chunk) without moving the clock. */
async function flush() {
  await act(async () => {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const oscillatorStarts = vi.fn();

/** Web Audio is absent in jsdom: a stand-in that records the tones played. */
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  createOscillator() {
    const param = { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
    return {
      type: 'sine',
      frequency: param,
      connect: (node: unknown) => node,
      start: oscillatorStarts,
      stop: vi.fn(),
    };
  }
  createGain() {
    const param = { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
    return { gain: param, connect: (node: unknown) => node };
  }
  resume() {
    return Promise.resolve();
  }
}

function setWindowSize(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

const toggleButton = () => screen.getByRole('button', { name: /chat assistant/i });
const dialog = () => screen.getByRole('dialog', { name: 'Streamfront Assistant' });
const messageInput = () => screen.getByRole('textbox', { name: 'Type your message' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const badge = () => screen.queryByTestId('chat-unread-badge');
const botTexts = () =>
  screen
    .queryAllByTestId('chat-message')
    .filter((item) => item.dataset.sender === 'bot')
    .map((item) => item.querySelector('[data-feedback], div')?.textContent);
const userTexts = () =>
  screen
    .queryAllByTestId('chat-message')
    .filter((item) => item.dataset.sender === 'user')
    .map((item) => item.querySelector('div')?.textContent);

async function openWidget(handler: FetchHandler = () => reply()) {
  const fetchMock = stubFetch(handler);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <MemoryRouter>
      <ChatLauncher />
    </MemoryRouter>,
  );
  await user.click(toggleButton());
  await flush();
  expect(dialog()).toBeVisible();
  return { user, fetchMock };
}

/** Types and sends, then lets the answer arrive (the 1 s delay not yet elapsed). */
async function ask(user: ReturnType<typeof userEvent.setup>, text = QUESTION) {
  await user.type(messageInput(), text);
  await user.click(sendButton());
  await flush();
}

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library waits for React with a setTimeout(0), which it advances only under fake
  // timers it recognises as Jest's; this shim lets it see Vitest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  setWindowSize(1280, 900);
  oscillatorStarts.mockClear();
  resetNotificationSoundForTests();
  vi.stubGlobal('AudioContext', FakeAudioContext);
});

afterEach(() => {
  resetNotificationSoundForTests();
});

describe('the toggle and the lazily loaded panel', () => {
  it('shows only the round toggle until it is first opened', async () => {
    stubFetch(() => reply());
    render(
      <MemoryRouter>
        <ChatLauncher />
      </MemoryRouter>,
    );
    expect(toggleButton()).toHaveAccessibleName('Open chat assistant');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on the toggle with the greeting as the first bot message', async () => {
    await openWidget();
    expect(toggleButton()).toHaveAccessibleName('Close chat assistant');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    expect(botTexts()).toEqual([CHAT_MESSAGES.greeting]);
    expect(CHAT_MESSAGES.greeting).toMatch(/^Hi.*Streamfront assistant.*streaming/);
    expect(messageInput()).toHaveFocus();
  });

  it('closes with the toggle, the close button or Escape, keeping the conversation', async () => {
    const { user } = await openWidget();
    await user.click(toggleButton());
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();

    await user.click(toggleButton());
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
    expect(toggleButton()).toHaveFocus();

    await user.click(toggleButton());
    await ask(user);
    await advance(1000);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
    expect(toggleButton()).toHaveFocus();

    await user.click(toggleButton());
    expect(botTexts()).toEqual([CHAT_MESSAGES.greeting, ANSWER]);
  });
});

describe('sending a message (spec §4)', () => {
  it('appends the message, clears and disables the input, and answers after exactly 1 s', async () => {
    const { user, fetchMock } = await openWidget();
    await user.type(messageInput(), `  ${QUESTION} `);
    await user.click(sendButton());

    expect(userTexts()).toEqual([QUESTION]);
    expect(messageInput()).toHaveValue('');
    // Disabled for typing, yet it keeps the focus (issue 12): read-only and aria-disabled.
    expect(messageInput()).toHaveAttribute('aria-disabled', 'true');
    expect(messageInput()).toHaveAttribute('readonly');
    expect(sendButton()).toBeDisabled();
    expect(screen.getByTestId('chat-typing')).toHaveTextContent('Assistant is typing…');

    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(new URL(String(url), 'http://localhost').pathname).toBe('/api/chatbot/process-message');
    expect(init?.method).toBe('POST');

    await advance(999);
    expect(botTexts()).toEqual([CHAT_MESSAGES.greeting]);
    expect(screen.getByTestId('chat-typing')).toBeInTheDocument();

    await advance(1);
    expect(botTexts()).toEqual([CHAT_MESSAGES.greeting, ANSWER]);
    expect(screen.queryByTestId('chat-typing')).not.toBeInTheDocument();
    expect(messageInput()).not.toHaveAttribute('aria-disabled');
    expect(messageInput()).not.toHaveAttribute('readonly');
    expect(messageInput()).toHaveFocus();
    // New bot messages reach screen readers through the live region.
    expect(within(dialog()).getByRole('status')).toHaveTextContent(ANSWER);
  });

  it('sends message, session id and a null user id for a visitor', async () => {
    const { user, fetchMock } = await openWidget();
    await ask(user);
    expect(bodies(fetchMock)).toEqual([
      {
        message: QUESTION,
        sessionId: expect.stringMatching(/^session-\d{13}-[a-z0-9]{9}$/),
        sessionSecret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        userId: null,
      },
    ]);
  });

  it('counts characters once text is entered and stops at 500', async () => {
    const { user } = await openWidget();
    expect(screen.queryByTestId('chat-counter')).not.toBeInTheDocument();
    await user.type(messageInput(), 'Hello');
    expect(screen.getByTestId('chat-counter')).toHaveTextContent('5/500');
    expect(messageInput()).toHaveAttribute('maxLength', '500');

    await user.clear(messageInput());
    expect(screen.queryByTestId('chat-counter')).not.toBeInTheDocument();
    // A paste past the limit is cut like typing would be. The browser tells a paste with an
    // input event, which onChange of a text field stands for (React and Preact alike).
    fireEvent.input(messageInput(), { target: { value: 'x'.repeat(600) } });
    expect(messageInput()).toHaveValue('x'.repeat(500));
    expect(screen.getByTestId('chat-counter')).toHaveTextContent('500/500');
  });

  it('allows typing and pasting into the input', async () => {
    const { user } = await openWidget();
    await user.click(messageInput());
    await user.paste('Is there a free trial?');
    expect(messageInput()).toHaveValue('Is there a free trial?');
  });

  it('blocks blank text', async () => {
    const { user, fetchMock } = await openWidget();
    expect(sendButton()).toBeDisabled();
    await user.type(messageInput(), '     ');
    expect(sendButton()).toBeDisabled();
    await user.type(messageInput(), '{Enter}');
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(userTexts()).toEqual([]);
  });

  it('blocks a second message while a reply is pending', async () => {
    const { user, fetchMock } = await openWidget();
    await ask(user);
    fireEvent.input(messageInput(), { target: { value: 'Another one' } });
    fireEvent.submit(messageInput().closest('form') as HTMLFormElement);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(userTexts()).toEqual([QUESTION]);
  });

  it('gives each message an id from its timestamp', async () => {
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    const { user } = await openWidget();
    await ask(user);
    const items = screen.getAllByTestId('chat-message');
    expect(items[1]?.querySelector('time')).toHaveAttribute('dateTime', '2026-03-01T10:00:00.000Z');
  });
});

describe('the unread badge (spec §4)', () => {
  it('is 0 on open, 1 for a reply while minimized, 0 again on maximize', async () => {
    const { user } = await openWidget();
    expect(badge()).not.toBeInTheDocument();

    await ask(user);
    await user.click(screen.getByRole('button', { name: 'Minimize chat' }));
    expect(dialog()).toHaveStyle({ height: '60px' });
    expect(screen.queryByRole('textbox', { name: 'Type your message' })).toBeNull();
    await advance(1000);
    expect(badge()).toHaveTextContent('1');
    expect(toggleButton()).toHaveAccessibleName('Close chat assistant, 1 unread message');

    await user.click(screen.getByRole('button', { name: 'Maximize chat' }));
    expect(badge()).not.toBeInTheDocument();
    expect(dialog()).toHaveStyle({ height: '500px' });
  });

  it('is 1 for a reply while closed, and 0 once opened', async () => {
    const { user } = await openWidget();
    await ask(user);
    await user.click(toggleButton());
    await advance(1000);
    expect(badge()).toHaveTextContent('1');
    await user.click(toggleButton());
    expect(badge()).not.toBeInTheDocument();
    expect(botTexts()).toEqual([CHAT_MESSAGES.greeting, ANSWER]);
  });

  it('stays at 1 for further replies and is not set by a reply seen in the open panel', async () => {
    const { user } = await openWidget();
    await ask(user);
    await advance(1000);
    expect(badge()).not.toBeInTheDocument();
    await ask(user, 'Second question');
    await user.click(screen.getByRole('button', { name: 'Minimize chat' }));
    await advance(1000);
    expect(badge()).toHaveTextContent('1');
  });
});

describe('failures (spec §5, §8)', () => {
  it('retry removes the failed message, puts its text back in the input and resends it', async () => {
    let calls = 0;
    const { user, fetchMock } = await openWidget(() => {
      calls += 1;
      return calls === 1 ? jsonResponse(500, { success: false, message: 'Boom' }) : reply();
    });
    await ask(user);
    await advance(1000);

    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_MESSAGES.error);
    expect(botTexts()).toEqual([CHAT_MESSAGES.greeting, CHAT_MESSAGES.error]);
    expect(fetchMock).toHaveBeenCalledTimes(1); // the widget's Retry, not the client's, retries

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(userTexts()).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(messageInput()).toHaveValue(QUESTION);

    await advance(300);
    expect(userTexts()).toEqual([QUESTION]);
    expect(messageInput()).toHaveValue('');
    expect(screen.getByTestId('chat-typing')).toBeInTheDocument();
    await flush();
    await advance(1000);
    expect(botTexts()).toEqual([CHAT_MESSAGES.greeting, ANSWER]);
    expect(bodies(fetchMock).map((body) => body.message)).toEqual([QUESTION, QUESTION]);
  });

  it.each([
    ['a 404', () => jsonResponse(404, { success: false, message: 'Not Found' })],
    ['a 503', () => jsonResponse(503, { success: false, message: 'No active training data' })],
    ['"no active training data"', () => reply('No active training data')],
    ['"no training data"', () => reply('There is no training data yet.')],
    ['"not available"', () => reply('The assistant is not available.')],
    ['"no intents"', () => reply('NO INTENTS configured')],
  ])('%s makes the assistant unavailable, without Retry', async (_name, answer) => {
    const { user } = await openWidget(answer);
    await ask(user);
    await advance(1000);
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_MESSAGES.unavailable);
    expect(botTexts()).toEqual([CHAT_MESSAGES.greeting, CHAT_MESSAGES.unavailable]);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(messageInput()).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    ['a 500', () => jsonResponse(500, { success: false, message: 'Internal' })],
    ['a 422', () => jsonResponse(422, { success: false, errors: { message: ['Too long'] } })],
    ['a 429', () => jsonResponse(429, { success: false }, { 'retry-after': '30' })],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer without text', () => jsonResponse(200, { success: true, data: {} })],
  ])('%s gives the general error with Retry', async (_name, answer) => {
    const { user } = await openWidget(answer);
    await ask(user);
    await advance(1000);
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_MESSAGES.error);
    expect(botTexts()).toEqual([CHAT_MESSAGES.greeting, CHAT_MESSAGES.error]);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('the error bubble goes away with the next message', async () => {
    let calls = 0;
    const { user } = await openWidget(() => {
      calls += 1;
      return calls === 1 ? jsonResponse(500, {}) : reply();
    });
    await ask(user);
    await advance(1000);
    await ask(user, 'Hello again');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('feedback (spec §4)', () => {
  it('thumbs up flashes green and thumbs down red for 2 s, calling nothing', async () => {
    const { user, fetchMock } = await openWidget();
    await ask(user);
    await advance(1000);
    const bubble = () =>
      screen.getAllByTestId('chat-message').at(-1)?.querySelector('[data-feedback], div');

    await user.click(screen.getByRole('button', { name: 'Helpful' }));
    expect(bubble()).toHaveAttribute('data-feedback', 'up');
    expect(bubble()).toHaveClass('ring-green-500');
    await advance(1999);
    expect(bubble()).toHaveAttribute('data-feedback', 'up');
    await advance(1);
    expect(bubble()).not.toHaveAttribute('data-feedback');

    await user.click(screen.getByRole('button', { name: 'Not helpful' }));
    expect(bubble()).toHaveAttribute('data-feedback', 'down');
    expect(bubble()).toHaveClass('ring-red-500');
    await advance(2000);
    expect(bubble()).not.toHaveAttribute('data-feedback');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not offered on the greeting or on a failure notice', async () => {
    const { user } = await openWidget(() => jsonResponse(503, {}));
    expect(screen.queryByRole('button', { name: 'Helpful' })).not.toBeInTheDocument();
    await ask(user);
    await advance(1000);
    expect(screen.queryByRole('button', { name: 'Helpful' })).not.toBeInTheDocument();
  });
});

describe('the header (spec §2)', () => {
  it('cycles through four icons every 3 s', async () => {
    await openWidget();
    const icon = () => screen.getByTestId('chat-header-icon').dataset.icon;
    expect(icon()).toBe('chat');
    await advance(2999);
    expect(icon()).toBe('chat');
    await advance(1);
    expect(icon()).toBe('tv');
    await advance(3000);
    expect(icon()).toBe('sports');
    await advance(3000);
    expect(icon()).toBe('vod');
    await advance(3000);
    expect(icon()).toBe('chat');
  });
});

describe('sizes (spec §2, §9)', () => {
  it.each([
    ['desktop', 1280, 900, 400, 500],
    ['desktop from 1024', 1024, 800, 400, 500],
    ['tablet', 1023, 800, 380, 500],
    ['tablet from 768', 768, 1024, 380, 500],
    ['small', 767, 700, 360, 500],
    ['small from 480', 480, 700, 360, 500],
    ['phone', 479, 700, 455, 500],
    ['phone 390', 390, 844, 366, 500],
    ['a short window', 1280, 450, 400, 400],
    ['a middling window', 1280, 570, 400, 450],
  ])('%s (%i × %i) gets %i × %i', async (_name, width, height, panelWidth, panelHeight) => {
    await openWidget();
    setWindowSize(width, height);
    expect(dialog()).toHaveStyle({ width: `${panelWidth}px`, height: `${panelHeight}px` });
  });

  it('recomputes on resize and is 60 px tall when minimized', async () => {
    const { user } = await openWidget();
    expect(dialog()).toHaveStyle({ width: '400px', height: '500px' });
    setWindowSize(390, 600);
    expect(dialog()).toHaveStyle({ width: '366px', height: '480px' });
    await user.click(screen.getByRole('button', { name: 'Minimize chat' }));
    expect(dialog()).toHaveStyle({ width: '366px', height: '60px' });
  });
});

describe('settings (spec §2, §3)', () => {
  it('start as sound on, auto-scroll on, confidence off, and are kept across reloads', async () => {
    const { user } = await openWidget();
    await user.click(screen.getByRole('button', { name: 'Chat settings' }));
    const sound = screen.getByRole('switch', { name: /sound/i });
    const autoScroll = screen.getByRole('switch', { name: /auto-scroll/i });
    const confidence = screen.getByRole('switch', { name: /show confidence/i });
    expect([sound, autoScroll, confidence].map((s) => (s as HTMLInputElement).checked)).toEqual([
      true,
      true,
      false,
    ]);

    await user.click(sound);
    await user.click(confidence);
    expect(JSON.parse(localStorage.getItem(CHAT_SETTINGS_STORAGE_KEY) ?? '{}')).toEqual({
      soundEnabled: false,
      autoScroll: true,
      showConfidence: true,
    });

    // A new page load: a fresh widget reads them back.
    act(() => screen.getByRole('button', { name: /chat assistant/i }).blur());
    document.body.innerHTML = '';
    await openWidget();
    await user.click(screen.getByRole('button', { name: 'Chat settings' }));
    expect(screen.getByRole('switch', { name: /sound/i })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /show confidence/i })).toBeChecked();
  });

  it('show confidence puts the percentage under bot replies', async () => {
    const { user } = await openWidget();
    await ask(user);
    await advance(1000);
    expect(screen.queryByTestId('chat-confidence')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chat settings' }));
    await user.click(screen.getByRole('switch', { name: /show confidence/i }));
    expect(screen.getByTestId('chat-confidence')).toHaveTextContent('Confidence: 87%');
  });

  it('plays a tone for a reply when sound is on, and none when off', async () => {
    const { user } = await openWidget();
    await ask(user);
    await advance(1000);
    expect(oscillatorStarts).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Chat settings' }));
    await user.click(screen.getByRole('switch', { name: /sound/i }));
    await ask(user, 'Another');
    await advance(1000);
    expect(oscillatorStarts).toHaveBeenCalledTimes(1);
  });

  it('a sound that cannot play is only a console warning', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await openWidget();
    await ask(user);
    await advance(1000);
    expect(botTexts()).toEqual([CHAT_MESSAGES.greeting, ANSWER]);
    expect(warn).toHaveBeenCalledWith(
      'Could not play the chat notification sound:',
      expect.any(Error),
    );
  });

  it('auto-scroll follows new messages; the button appears beyond 40 px from the bottom', async () => {
    const { user } = await openWidget();
    const scroller = screen.getByTestId('chat-scroller');
    let scrollTop = 0;
    Object.defineProperties(scroller, {
      scrollHeight: { configurable: true, get: () => 1000 },
      clientHeight: { configurable: true, get: () => 300 },
      scrollTop: {
        configurable: true,
        get: () => scrollTop,
        set: (value: number) => {
          scrollTop = Math.min(value, 700);
        },
      },
    });

    await ask(user);
    await advance(1000);
    expect(scrollTop).toBe(700);

    scrollTop = 660; // exactly 40 px away: no button yet
    fireEvent.scroll(scroller);
    expect(screen.queryByRole('button', { name: 'Scroll to latest messages' })).toBeNull();
    scrollTop = 659;
    fireEvent.scroll(scroller);
    await user.click(screen.getByRole('button', { name: 'Scroll to latest messages' }));
    expect(scrollTop).toBe(700);
    expect(screen.queryByRole('button', { name: 'Scroll to latest messages' })).toBeNull();

    // Auto-scroll off: a new reply leaves the view where it is, and the button shows.
    await user.click(screen.getByRole('button', { name: 'Chat settings' }));
    await user.click(screen.getByRole('switch', { name: /auto-scroll/i }));
    scrollTop = 100;
    await ask(user, 'Another');
    await advance(1000);
    expect(scrollTop).toBe(100);
    expect(screen.getByRole('button', { name: 'Scroll to latest messages' })).toBeVisible();
  });
});

describe('session and user (spec §3, §6)', () => {
  it('keeps one session id per widget, and a new widget gets another', async () => {
    const { user, fetchMock } = await openWidget();
    await ask(user);
    await advance(1000);
    await ask(user, 'Second');
    await advance(1000);
    const [first, second] = bodies(fetchMock).map((body) => body.sessionId);
    const [secret, sameSecret] = bodies(fetchMock).map((body) => body.sessionSecret);
    expect(first).toMatch(/^session-\d{13}-[a-z0-9]{9}$/);
    expect(second).toBe(first);
    expect(sameSecret).toBe(secret);

    document.body.innerHTML = '';
    const other = await openWidget();
    await ask(other.user);
    expect(bodies(other.fetchMock)[0]?.sessionId).not.toBe(first);
    expect(bodies(other.fetchMock)[0]?.sessionSecret).not.toBe(secret);
  });

  it('moves to the conversation the server names, keeping its secret', async () => {
    const { user, fetchMock } = await openWidget(() =>
      reply(ANSWER, { sessionId: 'session-1767225600000-fresh' }),
    );
    await ask(user);
    await advance(1000);
    await ask(user, 'Second');
    const [first, second] = bodies(fetchMock);
    expect(first?.sessionId).not.toBe('session-1767225600000-fresh');
    expect(second?.sessionId).toBe('session-1767225600000-fresh');
    expect(second?.sessionSecret).toBe(first?.sessionSecret);
  });

  it.each([
    ['id', { id: 'user-7', _id: 'other', role: 'user' }, 'user-7'],
    ['_id when id is missing', { _id: 'user-8', role: 'user' }, 'user-8'],
    ['null without an id', { email: 'a@b.c' }, null],
  ])('sends the stored user %s', async (_name, stored, expected) => {
    localStorage.setItem('user', JSON.stringify(stored));
    const { user, fetchMock } = await openWidget();
    await ask(user);
    expect(bodies(fetchMock)[0]?.userId).toBe(expected);
  });
});

describe('hand-over to a person', () => {
  it('the quick reply sends handover: true, and comes back when the assistant offers it', async () => {
    const { user, fetchMock } = await openWidget((_url, init) => {
      const body = JSON.parse(String(init.body)) as { handover?: boolean };
      return body.handover
        ? reply('Sure! What email address should our team reply to?', {
            intent: 'talk_to_human',
            handover: 'awaiting_email',
          })
        : reply("Sorry, I don't know that one.", { intent: 'fallback', handover: 'offered' });
    });

    await ask(user, 'Can you fix my dishwasher?');
    await advance(1000);
    await user.click(screen.getByRole('button', { name: 'Talk to a person' }));
    await flush();
    await advance(1000);

    expect(bodies(fetchMock)[1]).toMatchObject({ message: 'Talk to a person', handover: true });
    expect(botTexts().at(-1)).toBe('Sure! What email address should our team reply to?');
    expect(screen.queryByRole('button', { name: 'Talk to a person' })).not.toBeInTheDocument();
  });
});

describe('links in answers', () => {
  it('draws [label](/path) as an in-app link and never reads HTML', async () => {
    const { user } = await openWidget(() =>
      reply(
        'Compare them on [Packages](/packages). <img src=x onerror="alert(1)"> [Elsewhere](https://evil.example)',
      ),
    );
    await ask(user);
    await advance(1000);
    const answer = within(dialog()).getAllByTestId('chat-message').at(-1)!;
    const link = within(answer).getByRole('link', { name: 'Packages' });
    expect(link).toHaveAttribute('href', '/packages');
    expect(within(answer).getAllByRole('link')).toHaveLength(1);
    expect(answer.querySelector('img')).toBeNull();
    expect(answer).toHaveTextContent(
      '<img src=x onerror="alert(1)"> [Elsewhere](https://evil.example)',
    );
  });

  it("leaves the visitor's own text as typed", async () => {
    const { user } = await openWidget();
    await ask(user, 'is [this](/packages) a link');
    const mine = within(dialog())
      .getAllByTestId('chat-message')
      .find((item) => item.dataset.sender === 'user')!;
    expect(within(mine).queryByRole('link')).toBeNull();
  });
});

describe('waiting for an email', () => {
  it('offers Cancel, which sends "cancel" as a plain message', async () => {
    const { user, fetchMock } = await openWidget((_url, init) => {
      const body = JSON.parse(String(init.body)) as { handover?: boolean; message: string };
      if (body.handover)
        return reply("What's your email address?", {
          intent: 'talk_to_human',
          handover: 'awaiting_email',
        });
      return reply('No problem.', { intent: 'talk_to_human', handover: null });
    });
    await user.click(screen.getByRole('button', { name: 'Talk to a person' }));
    await flush();
    await advance(1000);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await flush();
    await advance(1000);
    expect(bodies(fetchMock)[1]).toMatchObject({ message: 'Cancel' });
    expect(bodies(fetchMock)[1]).not.toHaveProperty('handover');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('announces an answer with links as the words a reader sees', async () => {
    const { user } = await openWidget(() => reply('See [Packages](/packages).'));
    await ask(user);
    await advance(1000);
    expect(within(dialog()).getByRole('status')).toHaveTextContent(/^See Packages\.$/);
  });
});

describe('for screen readers and the keyboard (issue 12)', () => {
  const liveRegion = () => within(dialog()).getByRole('status');
  /** Every live region of the panel whose text includes `text`. */
  const announcing = (text: string) =>
    [...dialog().querySelectorAll('[role="status"], [role="alert"], [aria-live]')].filter(
      (region) => region.textContent?.includes(text),
    );

  it('reads out each answer once: the live region holds the newest answer alone', async () => {
    let calls = 0;
    const { user } = await openWidget(() => {
      calls += 1;
      return reply(calls === 1 ? ANSWER : 'Yes, there is a 7-day refund.');
    });
    expect(liveRegion()).toHaveTextContent(/^$/);
    await ask(user);
    await advance(1000);
    expect(liveRegion()).toHaveTextContent(new RegExp(`^${ANSWER}$`));

    await ask(user, 'Can I get a refund?');
    await advance(1000);
    expect(liveRegion()).toHaveTextContent(/^Yes, there is a 7-day refund\.$/);
  });

  it('reads out an answer that repeats the one before it', async () => {
    const { user } = await openWidget();
    await ask(user);
    await advance(1000);
    const first = liveRegion().firstElementChild;
    expect(first).toHaveTextContent(ANSWER);

    await ask(user);
    await advance(1000);
    // Screen readers speak what is added to a live region: the same words must be added anew.
    expect(liveRegion().firstElementChild).toHaveTextContent(ANSWER);
    expect(liveRegion().firstElementChild).not.toBe(first);
  });

  it('reads out a failure once, as an alert, and not again as the status', async () => {
    const { user } = await openWidget(() => jsonResponse(500, {}));
    await ask(user);
    await advance(1000);
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_MESSAGES.error);
    expect(announcing(CHAT_MESSAGES.error)).toHaveLength(1);
  });

  it('does not read the last answer again when the chat is opened again', async () => {
    const { user } = await openWidget();
    await ask(user);
    await advance(1000);
    expect(liveRegion()).toHaveTextContent(ANSWER);
    await user.click(toggleButton());
    await user.click(toggleButton());
    expect(dialog()).toBeVisible();
    expect(liveRegion()).toHaveTextContent(/^$/);
    expect(botTexts()).toEqual([CHAT_MESSAGES.greeting, ANSWER]);
  });

  it('keeps the caret in the input while a reply is on its way, typing blocked', async () => {
    const { user } = await openWidget();
    await user.type(messageInput(), QUESTION);
    await user.click(sendButton());
    expect(messageInput()).toHaveFocus();
    expect(messageInput()).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('more');
    expect(messageInput()).toHaveValue('');
    await flush();
    await advance(1000);
    expect(messageInput()).toHaveFocus();
    expect(messageInput()).not.toHaveAttribute('aria-disabled');
  });

  it('puts the caret back in the input after Retry and after a quick reply', async () => {
    let calls = 0;
    const { user } = await openWidget(() => {
      calls += 1;
      return calls === 1 ? jsonResponse(500, {}) : reply();
    });
    await user.click(screen.getByRole('button', { name: 'Talk to a person' }));
    expect(messageInput()).toHaveFocus();
    await flush();
    await advance(1000);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(messageInput()).toHaveFocus();
  });

  it("describes each answer's Helpful and Not helpful by the answer they rate", async () => {
    let calls = 0;
    const { user } = await openWidget(() => {
      calls += 1;
      return reply(calls === 1 ? ANSWER : 'Yes, there is a 7-day refund.');
    });
    await ask(user);
    await advance(1000);
    await ask(user, 'Can I get a refund?');
    await advance(1000);
    const helpful = screen.getAllByRole('button', { name: 'Helpful' });
    expect(helpful).toHaveLength(2);
    expect(helpful[0]).toHaveAccessibleDescription(ANSWER);
    expect(helpful[1]).toHaveAccessibleDescription('Yes, there is a 7-day refund.');
    expect(screen.getAllByRole('button', { name: 'Not helpful' })[1]).toHaveAccessibleDescription(
      'Yes, there is a 7-day refund.',
    );
  });

  it('has no banner of its own: its title bar belongs to the dialog', async () => {
    await openWidget();
    expect(within(dialog()).getByRole('heading', { name: 'Streamfront Assistant' })).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('is a modal dialog on a phone, where it covers the page: Tab goes round inside it', async () => {
    setWindowSize(375, 667);
    const { user } = await openWidget();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(messageInput()).toHaveFocus();
    const settings = screen.getByRole('button', { name: 'Chat settings' });
    // The send button is off while the input is blank: the input is the last stop.
    await user.tab();
    expect(settings).toHaveFocus();
    await user.tab({ shift: true });
    expect(messageInput()).toHaveFocus();

    // Minimized to its title bar, it covers nothing and holds nothing.
    await user.click(screen.getByRole('button', { name: 'Minimize chat' }));
    expect(dialog()).toHaveAttribute('aria-modal', 'false');
  });

  it('is not modal beside the page on wider screens', async () => {
    await openWidget();
    expect(dialog()).toHaveAttribute('aria-modal', 'false');
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).tab();
    expect(toggleButton()).toHaveFocus();
  });
});
