const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The stops Tab makes inside `container`, in page order (hidden and inert parts left out). */
export function tabStopsIn(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

/**
 * Keeps Tab among `stops` (in page order): from the last one Tab goes back to the first, and
 * Shift+Tab from the first to the last. For something open over the page that a keyboard
 * user must not leave for the page hidden behind it, but which is not a native modal
 * <dialog> (that would make its own opener inert).
 */
export function keepTabWithin(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  stops: readonly HTMLElement[],
) {
  if (event.key !== 'Tab' || stops.length === 0) return;
  const index = stops.indexOf(document.activeElement as HTMLElement);
  const last = stops.length - 1;
  // Focus outside the stops (on the container itself, say) comes in at the near end.
  const atEdge = event.shiftKey ? index <= 0 : index === -1 || index === last;
  if (!atEdge) return;
  event.preventDefault();
  stops[event.shiftKey ? last : 0]?.focus();
}
