/**
 * Focuses `element` now, or, while an ancestor is inert, as soon as it no longer is: on a first
 * load the app lies inert under the start-up spinner for a second (app/startup-gate.tsx), and
 * a focus given then is lost. Answers the cleanup, for an effect to return.
 */
export function focusWhenInteractive(element: HTMLElement): () => void {
  const cover = element.closest<HTMLElement>('[inert]');
  if (!cover) {
    element.focus();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (cover.hasAttribute('inert')) return;
    observer.disconnect();
    element.focus();
  });
  observer.observe(cover, { attributes: true, attributeFilter: ['inert'] });
  return () => observer.disconnect();
}
