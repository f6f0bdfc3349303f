import { useSyncExternalStore } from 'react';
import { chatSizeFor, coversPage, type ChatSize } from '../chat-size';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// A string snapshot: the store must return an equal value until the window really changes.
const windowSize = () => `${window.innerWidth}x${window.innerHeight}`;

export interface ChatLayout extends ChatSize {
  /** The open panel hides nearly all of the page: modal, see `coversPage`. */
  coversPage: boolean;
}

/** The panel's size for the current window, recomputed on every resize (spec §2). */
export function useChatSize(minimized: boolean): ChatLayout {
  const [width = 0, height = 0] = useSyncExternalStore(subscribe, windowSize, () => '0x0')
    .split('x')
    .map(Number);
  return {
    ...chatSizeFor(width, height, minimized),
    coversPage: coversPage(width, height, minimized),
  };
}
