import {
  COMPENSATION_REASON_MAX,
  formatHours,
  type CompensationPreview,
  type CompensationTarget,
} from '@streamfront/contract';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import toast from 'react-hot-toast';
import {
  FormCheckboxGroup,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '@/components/form/fields';
import { DialogCancelButton, FormDialog } from '@/components/form/form-dialog';
import { FormShell } from '@/components/form/form-shell';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { usePackageOptions } from '@/lib/package-options';
import { tabStopsIn } from '@/lib/tab-stops';
import { useExtendSubscriptions, usePreviewExtension } from '../api/extend-subscriptions';
import {
  EXTEND_FORM_DEFAULTS,
  EXTEND_UNITS,
  ExtendFormSchema,
  onFormFields,
  type ExtendFields,
} from './extend-form';

const subscriptions = (count: number) =>
  `${count} ${count === 1 ? 'subscription' : 'subscriptions'}`;

const sampleColumns: TableColumn<CompensationTarget>[] = [
  {
    id: 'order',
    header: 'Order',
    primary: true,
    cell: (target) => <span className="font-semibold">{target.orderNumber}</span>,
  },
  {
    id: 'customer',
    header: 'Customer',
    cell: (target) => (
      <span className="block min-w-0">
        {target.customer.name}
        <span className="block text-sm break-all text-slate-400">{target.customer.email}</span>
      </span>
    ),
  },
  { id: 'package', header: 'Package', cell: (target) => target.serviceName },
  {
    id: 'expiresAt',
    header: 'Ends now',
    className: 'whitespace-nowrap',
    cell: (target) => formatDate(target.expiresAt),
  },
];

/** The second step: who the extension reaches, before it is made. */
function PreviewStep({
  fields,
  preview,
  summaryRef,
  pending,
  error,
  onConfirm,
  onBack,
}: {
  fields: ExtendFields;
  preview: CompensationPreview;
  summaryRef: RefObject<HTMLParagraphElement | null>;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const more = preview.count - preview.sample.length;
  return (
    <div className="flex flex-col gap-4">
      {/* Focused when the step opens, so it is what a screen reader says first. */}
      <p ref={summaryRef} tabIndex={-1} className="text-base font-semibold">
        {preview.count === 0
          ? 'No running subscription matches.'
          : `This extends ${subscriptions(preview.count)} by ${formatHours(fields.hours)}.`}
      </p>
      {preview.count === 0 ? (
        <p className="text-sm text-slate-300">Go back to choose other packages or another time.</p>
      ) : (
        <>
          <ResponsiveTable
            caption={`The first ${preview.sample.length} of them, by end`}
            columns={sampleColumns}
            rows={preview.sample}
            rowKey={(target) => target.orderId}
          />
          {more > 0 && <p className="text-sm text-slate-300">…and {more} more.</p>}
        </>
      )}
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        {preview.count > 0 && (
          <Button size="lg" className="w-full sm:w-auto" loading={pending} onClick={onConfirm}>
            {pending ? 'Sending…' : `Extend ${subscriptions(preview.count)}`}
          </Button>
        )}
        <Button
          variant="secondary"
          size="lg"
          className="w-full sm:w-auto"
          disabled={pending}
          onClick={onBack}
        >
          Back
        </Button>
      </div>
    </div>
  );
}

/**
 * "Extend subscriptions": every running subscription, or those of some packages, or those that
 * were running at a time (an outage), given hours or days more. First the form, then a preview
 * of how many and who, then the extension, which runs in the background. One idempotency key
 * per opened dialog: a second press, or a retry after a lost answer, is the same extension.
 * Rendered while asking; the focus goes back to what opened it.
 */
export function ExtendSubscriptionsDialog({ onClose }: { onClose: () => void }) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const packages = usePackageOptions();
  const form = useZodForm(ExtendFormSchema, { defaultValues: EXTEND_FORM_DEFAULTS });
  const preview = usePreviewExtension();
  const extend = useExtendSubscriptions();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  // The fields as sent to the preview and what it answered: the second step while set.
  const [previewed, setPreviewed] = useState<{
    fields: ExtendFields;
    preview: CompensationPreview;
  } | null>(null);
  const [stepChanges, setStepChanges] = useState(0);
  const body = useRef<HTMLDivElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  // A refusal of the confirmed extension that names fields, for the form once it is back.
  const carried = useRef<unknown>(null);

  // Each step takes the focus as it opens: the preview's sentence, or the form's first box
  // (or the first box the carried refusal names).
  useLayoutEffect(() => {
    if (stepChanges === 0) return;
    if (previewed) summary.current?.focus();
    else if (carried.current) {
      showOnForm(carried.current);
      carried.current = null;
    } else tabStopsIn(body.current)[0]?.focus();
    // Once per change of step; showOnForm reads the form as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepChanges, previewed]);

  function showStep(next: typeof previewed) {
    setPreviewed(next);
    setStepChanges((count) => count + 1);
  }

  /** A failure the form can show: beside its fields when the answer names them. */
  function showOnForm(error: unknown) {
    const told = onFormFields(error);
    setFormError(told instanceof Error ? told.message : String(told));
    showServerFieldErrors(form, told);
  }

  const onSubmit = form.handleSubmit(
    (fields) => {
      if (preview.isPending) return;
      setFormError(null);
      preview.mutate(
        { ...fields, idempotencyKey },
        {
          onSuccess: (answer) => {
            setConfirmError(null);
            showStep({ fields, preview: answer });
          },
          onError: showOnForm,
        },
      );
    },
    () => setFormError(null),
  );

  function confirm() {
    if (!previewed || extend.isPending) return;
    const { fields, preview: reached } = previewed;
    setConfirmError(null);
    extend.mutate(
      { ...fields, idempotencyKey },
      {
        onSuccess: () => {
          toast.success(
            `Extending ${subscriptions(reached.count)} by ${formatHours(fields.hours)}.`,
          );
          onClose();
        },
        onError: (error) => {
          // Refused fields (a package deleted meanwhile) are fixed on the form.
          if (error instanceof ApiError && error.status === 422 && error.errors) {
            carried.current = error;
            showStep(null);
          } else setConfirmError(error.message);
        },
      },
    );
  }

  const pending = preview.isPending || extend.isPending;
  return (
    <FormDialog
      title="Extend subscriptions"
      description="After an outage, say: the subscriptions run longer, and each customer gets a notice and a mail with your reason. It can be undone for 24 hours."
      pending={pending}
      wide
      onCancel={onClose}
    >
      <div ref={body}>
        {previewed ? (
          <PreviewStep
            fields={previewed.fields}
            preview={previewed.preview}
            summaryRef={summary}
            pending={extend.isPending}
            error={confirmError}
            onConfirm={confirm}
            onBack={() => showStep(null)}
          />
        ) : (
          <FormShell
            form={form}
            submission={{ onSubmit, formError, pending: preview.isPending }}
            label="Extend subscriptions"
            submitLabel="Preview"
            secondary={<DialogCancelButton onCancel={onClose} disabled={preview.isPending} />}
          >
            <FormCheckboxGroup
              name="serviceIds"
              legend="Packages"
              hint={
                packages.isError
                  ? 'The packages could not be loaded: none ticked extends every package.'
                  : 'None ticked: every package.'
              }
              groups={[{ options: packages.data ?? [] }]}
            />
            <FormTextField
              name="activeAt"
              label="Only those running at"
              type="datetime-local"
              hint="Optional: the time of the outage, on your own clock. Empty: those running now."
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormTextField
                name="amount"
                label="Amount"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
              />
              <FormSelectField
                name="unit"
                label="Unit"
                options={EXTEND_UNITS}
                // The amount's rules are in hours: a new unit checks it again.
                registerOptions={{ deps: ['amount'] }}
              />
            </div>
            <FormTextAreaField
              name="reason"
              label="Reason"
              maxLength={COMPENSATION_REASON_MAX}
              hint="Shown to the customers: “We added 3 days because …”."
            />
          </FormShell>
        )}
      </div>
    </FormDialog>
  );
}
