import {
  ACCESS_PASSWORD_MAX,
  ACCESS_URL_MAX,
  ACCESS_USERNAME_MAX,
  AccessDetailsFieldsSchema,
  type AdminAccess,
} from '@streamfront/contract';
import toast from 'react-hot-toast';
import { FormTextField } from '@/components/form/fields';
import { DialogCancelButton, FormDialog } from '@/components/form/form-dialog';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { useUpdateOrderAccess } from '../api/update-order-access';

/**
 * "Edit" on an order's access: the details typed by hand (what the streaming panel made, when
 * the connector could not say). Rendered while asking; the focus goes back to Edit.
 */
export function OrderAccessDialog({
  access,
  orderNumber,
  onClose,
}: {
  access: AdminAccess;
  orderNumber: string;
  onClose: () => void;
}) {
  const update = useUpdateOrderAccess({ silent: true });
  const details = access.access;
  const form = useZodForm(AccessDetailsFieldsSchema, {
    defaultValues: {
      username: details?.username ?? '',
      password: details?.password ?? '',
      serverUrl: details?.serverUrl ?? '',
      portalUrl: details?.portalUrl ?? '',
      activationCode: details?.activationCode ?? '',
    },
  });
  const submission = useFormSubmission(form, {
    isPending: update.isPending,
    mutate: (fields, callbacks) =>
      update.mutate(
        { id: access.orderId, body: fields },
        {
          onSuccess: (saved) => {
            callbacks.onSuccess(saved);
            toast.success(`Access of order ${orderNumber} saved.`);
            onClose();
          },
          onError: callbacks.onError,
        },
      ),
  });

  return (
    <FormDialog
      title="Edit the access details"
      description={`Order ${orderNumber}. The customer sees these on their account page. Empty boxes are left out.`}
      pending={update.isPending}
      onCancel={onClose}
    >
      <FormShell
        form={form}
        submission={submission}
        label="Access details"
        submitLabel="Save access"
        secondary={<DialogCancelButton onCancel={onClose} disabled={update.isPending} />}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            name="username"
            label="Username"
            autoComplete="off"
            spellCheck={false}
            maxLength={ACCESS_USERNAME_MAX}
          />
          <FormTextField
            name="password"
            label="Password"
            autoComplete="off"
            spellCheck={false}
            maxLength={ACCESS_PASSWORD_MAX}
          />
        </div>
        <FormTextField
          name="serverUrl"
          label="Server address"
          type="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={ACCESS_URL_MAX}
          hint="What the apps ask for, e.g. http://line.example.tv:8080. Optional."
        />
        <FormTextField
          name="portalUrl"
          label="Playlist or portal link"
          type="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={ACCESS_URL_MAX}
          hint="An M3U playlist or a Stalker portal. Optional."
        />
        <FormTextField
          name="activationCode"
          label="Activation code"
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          hint="Optional."
        />
      </FormShell>
    </FormDialog>
  );
}
