import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The id of the button that opens record `id`: where the focus goes back when it closes. */
export const openerId = (param: string, id: string) => `open-${param}-${id}`;

/**
 * The record a list page shows beside its rows, kept in the URL's `param` (Back closes it,
 * a link or a notification can point at it). Closing hands the focus back to the row's
 * opener button (`openerId`), so a keyboard user carries on where they were.
 */
export function useOpenRecord(param: string) {
  const [search, setSearch] = useSearchParams();
  const openId = search.get(param);

  const show = useCallback(
    (id: string | null) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(param, id);
        else next.delete(param);
        return next;
      }),
    [param, setSearch],
  );

  const close = useCallback(() => {
    const closing = openId;
    show(null);
    if (closing) {
      // After the panel is gone and the list has drawn again.
      requestAnimationFrame(() => document.getElementById(openerId(param, closing))?.focus());
    }
  }, [openId, param, show]);

  return {
    openId,
    open: (id: string) => show(id),
    close,
    /** Props of a row's opener button. */
    openerProps: (id: string) => ({ id: openerId(param, id), 'aria-pressed': id === openId }),
  };
}
