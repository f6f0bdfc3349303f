import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the finance calls. */
export const FINANCE_MESSAGES = {
  loadSummary: 'Failed to load finance figures. Please try again later.',
  loadEntries: 'Failed to load entries. Please try again later.',
  create: 'Failed to create entry. Please try again.',
  update: 'Failed to update entry. Please try again.',
  delete: 'Failed to delete entry. Please try again.',
  export: 'Failed to export finance figures. Please try again.',
  exportInvoices: 'Failed to export invoices. Please try again.',
} as const;

/** Rethrows a failed call with its wording; `fallback` names the operation that failed. */
export function toFinanceError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback);
}
