import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { tabStopsIn } from '@/lib/tab-stops';

/** Where in the list the focus was: which row, at which position, on which of its controls. */
interface RowFocus {
  key: string;
  row: number;
  control: number;
}

/** A table's body rows; a list passes its items' selector instead (`ul > li`). */
const TABLE_ROWS = 'tbody > tr';

/**
 * Keeps a keyboard user's place when the row they were on leaves the list (deleted, dismissed,
 * or filtered away by a refetch): instead of falling to the page body, the focus goes to the
 * same control of the row that took its place, the row before when it was the last, or, when
 * none is left, the empty list's message (`[data-list-empty]`) or the `fallback` (the list's
 * heading). The one way of doing this for every list of records, tables and `<ul>`s alike.
 *
 * The place is remembered while the focus is in a row, and kept while it moves to a dialog
 * (a delete confirmation, whose opener is that row's Delete); focus going anywhere else in
 * the page forgets it.
 */
export function useRowFocus({
  root,
  rowKeys,
  rows: rowSelector = TABLE_ROWS,
  control: which = 'same',
  fallback,
}: {
  root: RefObject<HTMLElement | null>;
  /** The keys of the rows drawn, in order. */
  rowKeys: readonly string[];
  /** What a row is, as a selector inside `root`: a table's body rows unless said. */
  rows?: string;
  /**
   * Which control of the row taking the place gets the focus: the same one (Delete after a
   * Delete), or its first, for rows whose controls change while in use (a form opened in it).
   */
  control?: 'same' | 'first';
  /** Where the focus goes when no row is left and the list shows no empty message. */
  fallback?: RefObject<HTMLElement | null>;
}) {
  const bodyRows = (container: HTMLElement) => [
    ...container.querySelectorAll<HTMLElement>(rowSelector),
  ];
  const place = useRef<RowFocus | null>(null);
  // The keys of the rows on screen, for the focus events that come after they are drawn. A
  // layout effect: set as the rows are committed, before anyone can focus one of them (Preact
  // runs a plain effect a frame later, decision 047).
  const keys = useRef(rowKeys);
  useLayoutEffect(() => {
    keys.current = rowKeys;
  });

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const rows = root.current ? bodyRows(root.current) : [];
    const tr = rows.find((candidate) => candidate.contains(event.target as Node));
    const row = tr ? rows.indexOf(tr) : -1;
    const key = keys.current[row];
    if (!tr || key === undefined) {
      place.current = null;
      return;
    }
    const control = tabStopsIn(tr).indexOf(event.target as HTMLElement);
    place.current = { key, row, control: Math.max(control, 0) };
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as HTMLElement | null;
    // No next element: the focused control was removed, or the window lost the focus.
    if (next && !root.current?.contains(next) && !next.closest('dialog')) place.current = null;
  };

  // After every render: the rows may have changed, or a dialog that held the focus closed.
  // Before the frame is painted, so the focus is never seen on the page body in between.
  useLayoutEffect(() => {
    const remembered = place.current;
    const container = root.current;
    if (!remembered || !container) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (!lost || rowKeys.includes(remembered.key)) return;

    const rows = bodyRows(container);
    const tr = rows[Math.min(remembered.row, rows.length - 1)];
    const controls = tabStopsIn(tr ?? null);
    const index = which === 'same' ? Math.min(remembered.control, controls.length - 1) : 0;
    const target =
      controls[index] ??
      container.querySelector<HTMLElement>('[data-list-empty]') ??
      fallback?.current;
    place.current = null;
    target?.focus();
  });

  return { onFocus, onBlur };
}
