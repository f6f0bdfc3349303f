import { HEADER_ICON_ROTATION_MS } from '../chat-constants';
import { useRotatingIndex } from '../hooks/use-rotating-index';
import { CloseIcon, HEADER_ICONS, MaximizeIcon, MinimizeIcon, SettingsIcon } from './chat-icons';

export interface ChatHeaderProps {
  titleId: string;
  settingsId: string;
  /** The icon turns only while the panel is on screen. */
  visible: boolean;
  minimized: boolean;
  settingsOpen: boolean;
  typing: boolean;
  onToggleSettings: () => void;
  onMinimize: () => void;
  onMaximize: () => void;
  onClose: () => void;
}

// The site's focus outline in white: its rose would show at under 3:1 on this crimson bar.
const headerButton =
  'rounded-md p-1 text-slate-200 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-white min-[480px]:p-1.5';

/** Spec §2: settings, minimize and close; the icon cycles through four every 3 s. */
export function ChatHeader(props: ChatHeaderProps) {
  const { titleId, settingsId, visible, minimized, settingsOpen, typing } = props;
  const index = useRotatingIndex(HEADER_ICONS.length, HEADER_ICON_ROTATION_MS, visible);
  const current = HEADER_ICONS[index] ?? HEADER_ICONS[0];

  return (
    // 60 px tall: minimized, the panel is exactly this header (spec §9). A plain box, not a
    // <header>: that would make a second banner landmark beside the site's own.
    <div className="flex h-[60px] shrink-0 items-center gap-2 bg-gradient-to-r from-brand-700 to-brand-600 px-3">
      <span
        data-testid="chat-header-icon"
        data-icon={current.name}
        className="flex h-9 w-9 items-center justify-center rounded-full bg-white/15 text-white"
      >
        {current.icon}
      </span>
      <div className="ml-1 min-w-0 flex-1">
        <h2 id={titleId} className="truncate text-sm font-bold text-white">
          Streamfront Assistant
        </h2>
        <p className="truncate text-xs text-white">{typing ? 'Typing…' : 'Online'}</p>
      </div>
      {!minimized && (
        <button
          type="button"
          className={headerButton}
          aria-label="Chat settings"
          aria-expanded={settingsOpen}
          aria-controls={settingsId}
          onClick={props.onToggleSettings}
        >
          <SettingsIcon />
        </button>
      )}
      {minimized ? (
        <button
          type="button"
          className={headerButton}
          aria-label="Maximize chat"
          onClick={props.onMaximize}
        >
          <MaximizeIcon />
        </button>
      ) : (
        <button
          type="button"
          className={headerButton}
          aria-label="Minimize chat"
          onClick={props.onMinimize}
        >
          <MinimizeIcon />
        </button>
      )}
      <button
        type="button"
        className={headerButton}
        aria-label="Close chat"
        onClick={props.onClose}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
