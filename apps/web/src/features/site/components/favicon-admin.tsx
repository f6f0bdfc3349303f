import { DEFAULT_FAVICON_URL, FAVICON_MAX_BYTES } from '@streamfront/contract';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ImageUploadField } from '@/components/form/image-upload-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFaviconUrl } from '../api/get-favicon';
import { useResetFavicon } from '../api/reset-favicon';
import { useUploadFavicon } from '../api/upload-favicon';

const RULES = [
  'PNG, ICO or WebP, up to 256 KB. The type is read from the file itself, not its name.',
  'SVG is refused: an SVG can carry script, and this site does not clean SVG files.',
  'Square images look best; 48 × 48 pixels or larger stays sharp on every screen.',
  'Every open tab of the site switches to the new icon straight away.',
];

/** Admin: the icon browsers show for the site, its upload, and the way back to the default. */
export function FaviconAdmin() {
  const favicon = useFaviconUrl();
  const upload = useUploadFavicon();
  const reset = useResetFavicon();
  const [confirming, setConfirming] = useState(false);
  // The upload field keeps a preview of what it sent: after a reset it starts afresh.
  const [fieldKey, setFieldKey] = useState(0);
  // Where focus goes once the reset button it came from has gone.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const current = favicon.data ?? DEFAULT_FAVICON_URL;
  const isDefault = current === DEFAULT_FAVICON_URL;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex flex-col gap-6 rounded-xl border border-night-700 bg-night-900/60 p-5">
        <div className="flex items-center gap-4">
          <img
            src={current}
            alt=""
            width={48}
            height={48}
            className="h-12 w-12 rounded-md border border-night-600 bg-night-950 object-contain p-1"
          />
          <p
            ref={statusRef}
            tabIndex={-1}
            className="text-sm text-slate-300 outline-none"
            data-testid="favicon-current"
          >
            {isDefault ? 'The site shows its built-in icon.' : 'The site shows your uploaded icon.'}
          </p>
        </div>
        <ImageUploadField
          key={fieldKey}
          label="Upload a new favicon"
          hint="PNG, ICO or WebP, up to 256 KB. SVG is not accepted."
          accept="image/png,image/x-icon,image/vnd.microsoft.icon,image/webp,.ico"
          maxBytes={FAVICON_MAX_BYTES}
          currentUrl={current}
          previewAlt="Current favicon"
          previewClassName="h-16 w-16"
          upload={(file) =>
            upload.mutateAsync(file).then(() => toast.success('Favicon updated in every open tab.'))
          }
        />
        {!isDefault && (
          <div>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Use the default icon
            </Button>
          </div>
        )}
      </div>
      <aside aria-labelledby="favicon-rules" className="rounded-xl border border-night-700 p-5">
        <h2 id="favicon-rules" className="font-semibold text-white">
          Rules
        </h2>
        <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-sm text-slate-300">
          {RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </aside>

      <ConfirmDialog
        open={confirming}
        title="Go back to the default icon?"
        confirmLabel="Use the default icon"
        pending={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              toast.success('The default icon is back.');
              setFieldKey((key) => key + 1);
            },
            onSettled: () => {
              setConfirming(false);
              // After the dialog has handed focus back to its opener, which may be gone.
              setTimeout(() => statusRef.current?.focus());
            },
          })
        }
      >
        The uploaded icon is removed and every open tab shows the site's built-in icon.
      </ConfirmDialog>
    </div>
  );
}
