import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element the address's hash names into view: after a click on a link to a part
 * of the same page, and after arriving from another page, a notification or a hard load
 * (`/#faq`, `/setup-guide#troubleshooting`, `/admin/settings#backups`). It waits until the
 * page is `ready` (what is above the target has its content, so the target does not move
 * away), and does it once per visit of the address, so a later refetch does not scroll the
 * page back. A target that can take the focus (`tabIndex={-1}`) takes it too, so the keyboard
 * and a screen reader go on from there rather than from the top of the page; if a part of
 * the page that loads later puts it back in the page, with the focus dropped to the body,
 * it is brought back once the page is ready again.
 */
export function useScrollToHash(ready = true) {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  // Read a frame later: a page reads as ready on its first render, before its parts have
  // started loading, and renders again (not ready) once they have.
  const readyNow = useRef(ready);
  useLayoutEffect(() => {
    readyNow.current = ready;
  });
  useEffect(() => {
    if (!ready || !hash) return;
    const frame = requestAnimationFrame(() => {
      if (!readyNow.current) return;
      let id: string;
      try {
        id = decodeURIComponent(hash.slice(1));
      } catch {
        return;
      }
      const target = document.getElementById(id);
      if (!target) return;
      const takesFocus = target.hasAttribute('tabindex');
      const focusDropped = document.activeElement === document.body;
      if (done.current === key && !(takesFocus && focusDropped)) return;
      done.current = key;
      target.scrollIntoView({ block: 'start' });
      if (takesFocus) target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, key, ready]);
}
