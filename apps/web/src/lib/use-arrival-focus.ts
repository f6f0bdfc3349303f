import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * For a page's heading (given `tabIndex={-1}`): it takes the focus when the page was reached
 * by a link or a redirect inside the app. Otherwise the focus stays on the page body the old
 * page's link left, and a keyboard or screen-reader user starts again from the top. A first
 * load, and Back or Forward (which restore a scroll position), keep the browser's own focus.
 */
export function useArrivalFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const location = useLocation();
  const navigationType = useNavigationType();
  // Read once, on arrival: later changes of the address within the page move nothing.
  const arrived = useRef(location.key !== 'default' && navigationType !== 'POP');
  useLayoutEffect(() => {
    if (arrived.current) ref.current?.focus();
  }, []);
  return ref;
}
