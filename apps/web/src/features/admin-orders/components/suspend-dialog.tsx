import { SUSPEND_REASON_MAX, SuspendBodySchema } from '@streamfront/contract';
import toast from 'react-hot-toast';
import { FormTextAreaField } from '@/components/form/fields';
import { DialogCancelButton, FormDialog } from '@/components/form/form-dialog';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSuspendSubscription } from '../api/suspend-subscription';

/**
 * "Suspend" on an order's access: the reason is required, as the server asks. Rendered while
 * asking; `onSuspended` hears once the hold is in place (the owner moves the focus then).
 */
export function SuspendDialog({
  orderId,
  orderNumber,
  onSuspended,
  onClose,
}: {
  orderId: string;
  orderNumber: string;
  onSuspended: () => void;
  onClose: () => void;
}) {
  const suspend = useSuspendSubscription();
  const form = useZodForm(SuspendBodySchema, { defaultValues: { reason: '' } });
  const submission = useFormSubmission(form, {
    isPending: suspend.isPending,
    mutate: (body, callbacks) =>
      suspend.mutate(
        { orderId, body },
        {
          onSuccess: (held) => {
            callbacks.onSuccess(held);
            toast.success(`Order ${orderNumber} is suspended.`);
            onSuspended();
          },
          onError: callbacks.onError,
        },
      ),
  });

  return (
    <FormDialog
      title="Suspend this subscription?"
      description={`Order ${orderNumber}. The customer cannot watch until an admin resumes it; renewals and payments do not lift it.`}
      pending={suspend.isPending}
      onCancel={onClose}
    >
      <FormShell
        form={form}
        submission={submission}
        label="Suspend the subscription"
        submitLabel="Suspend"
        secondary={<DialogCancelButton onCancel={onClose} disabled={suspend.isPending} />}
      >
        <FormTextAreaField
          name="reason"
          label="Reason"
          maxLength={SUSPEND_REASON_MAX}
          hint="Admins see it on this order, e.g. “Chargeback opened”."
        />
      </FormShell>
    </FormDialog>
  );
}
