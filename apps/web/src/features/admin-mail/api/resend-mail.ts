import type { MailMessage, MailMessageDetail } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { MAIL_MESSAGES, toMailError } from '../mail-errors';
import { mailKeys } from './mail-keys';

/** POST /api/admin/mail/:id/resend: a failed or given-up message queued to be sent again. */
export async function resendMail(id: string): Promise<MailMessage> {
  try {
    // No silent retry: a resend whose answer was lost has probably been queued.
    const answer = await apiClient.post<{ data: MailMessage }>(
      `/admin/mail/${encodeURIComponent(id)}/resend`,
      undefined,
      { retries: 0 },
    );
    return answer.data;
  } catch (error) {
    throw toMailError(error, MAIL_MESSAGES.resend);
  }
}

/** The open message and the lists show it queued once the server has it. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    // The open message shows its new state at once; its parts are as they were.
    onSuccess: (message) =>
      queryClient.setQueryData<MailMessageDetail>(mailKeys.detail(message.id), (open) =>
        open ? { ...open, ...message } : open,
      ),
    onSettled: (_message, _error, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mailKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: mailKeys.lists }),
      ]),
  });
}
