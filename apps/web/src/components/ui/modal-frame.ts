/** How a modal <dialog> over the page looks (ConfirmDialog, FormDialog): one place for it. */
export const MODAL_FRAME_CLASS =
  'm-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-night-600 bg-night-900 p-6 text-slate-100 backdrop:bg-black/60';
