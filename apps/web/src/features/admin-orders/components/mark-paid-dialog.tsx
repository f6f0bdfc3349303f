import {
  MANUAL_PAID_WITH,
  MarkPaidFieldsSchema,
  PAID_WITH_LABELS,
  formatMoney,
  type AdminOrder,
} from '@streamfront/contract';
import { useRef, type RefObject } from 'react';
import toast from 'react-hot-toast';
import { FormSelectField, FormTextAreaField } from '@/components/form/fields';
import { DialogCancelButton, FormDialog } from '@/components/form/form-dialog';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { useUpdateOrder } from '../api/update-order';

const METHOD_OPTIONS = MANUAL_PAID_WITH.map((method) => ({
  value: method,
  label: PAID_WITH_LABELS[method],
}));

/**
 * "Mark paid" on an order: asks what payment the admin saw (how, and their words on it, both
 * required by the contract) before the order moves; the server keeps both with the order and
 * in the audit log. Rendered while asking. Once paid, the Mark paid button is gone with the
 * pending status: the focus goes to `focusAfterPaid`.
 */
export function MarkPaidDialog({
  order,
  focusAfterPaid,
  onClose,
}: {
  order: AdminOrder;
  focusAfterPaid: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const update = useUpdateOrder({ silent: true });
  const saved = useRef(false);
  // The Mark paid button, focused as this renders: gone once the order is paid (by this
  // dialog, or by someone else meanwhile: a 409 keeps the dialog open to say so).
  const opener = useRef(
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const form = useZodForm(MarkPaidFieldsSchema, {
    // Named, though empty: a 422 naming either field is shown beside it.
    defaultValues: { paidWith: undefined, paymentNote: '' },
  });
  const submission = useFormSubmission(form, {
    isPending: update.isPending,
    mutate: (fields, callbacks) =>
      update.mutate(
        // `from`: refused (409) if someone else moved the order after this page showed it.
        { id: order.id, body: { status: 'paid', from: order.status, ...fields } },
        {
          onSuccess: (paid) => {
            callbacks.onSuccess(paid);
            toast.success(`Order ${paid.orderNumber} is paid.`);
            saved.current = true;
            onClose();
          },
          onError: callbacks.onError,
        },
      ),
  });

  return (
    <FormDialog
      title="Mark this order paid"
      description={
        <>
          Order {order.orderNumber} for {order.customer.name},{' '}
          {formatMoney(order.total, order.currency)}. Say what payment you saw: it is kept with the
          order and in the audit log.
        </>
      }
      pending={update.isPending}
      returnFocus={() =>
        saved.current || !opener.current?.isConnected ? focusAfterPaid.current : opener.current
      }
      onCancel={onClose}
    >
      <FormShell
        form={form}
        submission={submission}
        label="Payment seen"
        submitLabel="Mark paid"
        secondary={<DialogCancelButton onCancel={onClose} disabled={update.isPending} />}
      >
        <FormSelectField
          name="paidWith"
          label="Paid with"
          placeholder="Choose…"
          options={METHOD_OPTIONS}
        />
        <FormTextAreaField
          name="paymentNote"
          label="What you saw"
          rows={3}
          maxLength={500}
          hint="E.g. the transfer reference and the day it arrived, or the receipt number."
        />
      </FormShell>
    </FormDialog>
  );
}
