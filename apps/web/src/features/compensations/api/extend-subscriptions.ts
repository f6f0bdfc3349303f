import type {
  Compensation,
  CompensationPreview,
  ExtendSubscriptionsAnswer,
  ExtendSubscriptionsBody,
} from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { COMPENSATIONS_MESSAGES, toCompensationsError } from '../compensations-errors';
import { refreshAfterCompensation } from './after-compensation';

/** What both steps send: the form's fields and the dialog's key; `preview` is set here. */
export type ExtendInput = Omit<ExtendSubscriptionsBody, 'preview'>;

async function postExtend(body: ExtendSubscriptionsBody, fallback: string) {
  try {
    // Retried like any call: the idempotency key makes a retry the same extension.
    const answer = await apiClient.post<ExtendSubscriptionsAnswer>(
      '/admin/subscriptions/extend',
      body,
    );
    return answer.data;
  } catch (error) {
    throw toCompensationsError(error, fallback);
  }
}

/**
 * POST /api/admin/subscriptions/extend with `preview: true`: how many subscriptions the
 * extension would reach and the first 20 of them. Changes nothing.
 */
export async function previewExtension(input: ExtendInput): Promise<CompensationPreview> {
  const answer = await postExtend({ ...input, preview: true }, COMPENSATIONS_MESSAGES.preview);
  if (!answer.preview) throw new Error(COMPENSATIONS_MESSAGES.preview);
  return { count: answer.count, sample: answer.sample };
}

/**
 * POST /api/admin/subscriptions/extend: the extension, stored and running in the background
 * (state `running`, then `done`). The same key again answers the same extension.
 */
export async function extendSubscriptions(input: ExtendInput): Promise<Compensation> {
  const answer = await postExtend(input, COMPENSATIONS_MESSAGES.extend);
  if (answer.preview) throw new Error(COMPENSATIONS_MESSAGES.extend);
  return answer.compensation;
}

/** The dialog shows the failure itself, beside the fields or above its buttons. */
export function usePreviewExtension() {
  return useMutation({ mutationFn: previewExtension, meta: { silent: true } });
}

export function useExtendSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendSubscriptions,
    meta: { silent: true },
    // Not awaited: the dialog closes at once, and the list shows the new row when it comes.
    onSuccess: () => void refreshAfterCompensation(queryClient),
  });
}
