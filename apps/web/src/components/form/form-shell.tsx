import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SuccessPanel } from '@/components/ui/success-panel';

/**
 * A whole form of the kit: its fields in between, then the summary of a failure and the
 * submit button, which spins while the form is sent. `success` is the confirmation shown
 * (and focused) at the top once it went through.
 */
export function FormShell<Values extends FieldValues, Body>({
  form,
  submission,
  label,
  submitLabel,
  success,
  secondary,
  children,
}: {
  form: UseFormReturn<Values, unknown, Body>;
  submission: {
    onSubmit: FormEventHandler<HTMLFormElement>;
    formError: string | null;
    pending: boolean;
  };
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  success?: { title: string; message: string } | null | undefined;
  /** A button beside the submit button (Cancel). */
  secondary?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submission.onSubmit}
        className="flex flex-col gap-5"
        aria-label={label}
      >
        {success && <SuccessPanel title={success.title}>{success.message}</SuccessPanel>}
        {children}
        {submission.formError && <Alert>{submission.formError}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="lg" loading={submission.pending} className="w-full sm:w-auto">
            {submission.pending ? 'Sending…' : submitLabel}
          </Button>
          {secondary}
        </div>
      </form>
    </FormProvider>
  );
}
