import { useId, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { useChatbotStatus } from '../api/get-status';
import { ChatbotSettingsSection } from './chatbot-settings-section';
import { ConversationsSection } from './conversations-section';
import { IntentsSection } from './intents-section';
import { ModelPanel } from './model-panel';
import { TrySentenceSection } from './try-sentence-section';
import { UnansweredSection } from './unanswered-section';

const TABS = [
  { id: 'intents', label: 'Intents', Panel: IntentsSection },
  { id: 'unanswered', label: 'Unanswered questions', Panel: UnansweredSection },
  { id: 'try', label: 'Try a sentence', Panel: TrySentenceSection },
  { id: 'conversations', label: 'Conversation log', Panel: ConversationsSection },
  { id: 'settings', label: 'Settings', Panel: ChatbotSettingsSection },
] as const;

type TabId = (typeof TABS)[number]['id'];

/** /admin/chatbot's content: the model and its training, then intents, questions, log and settings. */
export function ChatbotTraining() {
  const baseId = useId();
  // The tab is in the URL beside its list's page and filters, so a link or a reload shows them.
  const [params, setParams] = useSearchParams();
  const active = TABS.find((t) => t.id === params.get('tab')) ?? TABS[0];
  const tab: TabId = active.id;
  const status = useChatbotStatus();
  const open = status.data?.unansweredOpen;

  function setTab(next: TabId) {
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === TABS[0].id) changed.delete('tab');
        else changed.set('tab', next);
        return changed;
      },
      // Choosing a tab is not a step Back should undo; each list's own changes are.
      { replace: true },
    );
  }

  // Arrow keys move between tabs (the ARIA tabs pattern).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = TABS.findIndex((t) => t.id === tab);
    const next = TABS[(index + step + TABS.length) % TABS.length] ?? TABS[0];
    setTab(next.id);
    document.getElementById(`${baseId}-tab-${next.id}`)?.focus();
  }

  return (
    <>
      <ModelPanel />
      <div>
        <div
          role="tablist"
          aria-label="Chatbot sections"
          onKeyDown={onKeyDown}
          className="flex flex-wrap gap-1 border-b border-night-700"
        >
          {TABS.map((t) => (
            <button
              key={t.id}
              id={`${baseId}-tab-${t.id}`}
              type="button"
              role="tab"
              aria-selected={tab === t.id}
              aria-controls={`${baseId}-panel`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => setTab(t.id)}
              className={cn(
                '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
                tab === t.id
                  ? 'border-brand-500 text-white'
                  : 'border-transparent text-slate-400 hover:text-slate-200',
              )}
            >
              {t.label}
              {t.id === 'unanswered' && open !== undefined && open > 0 && (
                <span className="ml-2 rounded-full bg-brand-600 px-1.5 text-xs text-white">
                  {open}
                </span>
              )}
            </button>
          ))}
        </div>
        <div
          id={`${baseId}-panel`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${active.id}`}
          className="pt-5"
        >
          <active.Panel />
        </div>
      </div>
    </>
  );
}

/** The page's line under its title: what it is for, and how many questions wait. */
export function ChatbotDescription() {
  const open = useChatbotStatus().data?.unansweredOpen;
  return (
    <>
      Teach the chat assistant, train it, and follow up on the questions it could not answer.
      {open !== undefined && (
        <>
          {' '}
          <strong data-testid="unanswered-open">
            {open} unanswered {open === 1 ? 'question' : 'questions'}
          </strong>{' '}
          waiting.
        </>
      )}
    </>
  );
}
