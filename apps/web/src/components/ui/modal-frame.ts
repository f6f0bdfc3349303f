const MODAL_FRAME =
  'm-auto rounded-xl border border-night-600 bg-night-900 p-6 text-slate-100 backdrop:bg-black/60';

/** How a modal <dialog> over the page looks (ConfirmDialog, FormDialog): one place for it. */
export const MODAL_FRAME_CLASS = `${MODAL_FRAME} w-[min(28rem,calc(100vw-2rem))]`;

/** The same, wide enough for a table of several columns (a preview of what a form will do). */
export const MODAL_FRAME_WIDE_CLASS = `${MODAL_FRAME} w-[min(48rem,calc(100vw-2rem))]`;
