import { useEffect, useId, useState, type ChangeEvent, type Ref } from 'react';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

export interface ImageUploadFieldProps {
  label: string;
  /** What the server takes, said to the person: "PNG, ICO or WebP, up to 256 KB". */
  hint: string;
  /** The file chooser's filter, e.g. "image/png,image/x-icon,image/webp". */
  accept: string;
  /** Checked before sending, so a too-large file is refused at once; the server checks again. */
  maxBytes: number;
  /** The image as it is now, or null when there is none. */
  currentUrl: string | null | undefined;
  /** Describes the preview for screen readers, e.g. "Current favicon". */
  previewAlt: string;
  /** Sends the file (the feature's mutation); the field shows progress and the outcome. */
  upload(file: File): Promise<unknown>;
  /** Classes for the preview box, to match the image's shape (a wide hero, a square icon). */
  previewClassName?: string;
  /** The file input, for a page that moves focus to it (after the image was removed). */
  inputRef?: Ref<HTMLInputElement>;
}

function sizeText(bytes: number) {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

function uploadMessage(error: unknown): string {
  if (isApiError(error)) return error.errors?.file?.[0] ?? error.message;
  return 'The image could not be uploaded. Please try again.';
}

/**
 * The form kit's one way to change a stored image: a preview, a file chooser that uploads at
 * once (images are sent on their own call, never inside a JSON form), and the outcome said in
 * a live region beside it.
 */
export function ImageUploadField({
  label,
  hint,
  accept,
  maxBytes,
  currentUrl,
  previewAlt,
  upload,
  previewClassName,
  inputRef,
}: ImageUploadFieldProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    if (file.size > maxBytes) {
      setStatus('');
      setError(`The image must be ${sizeText(maxBytes)} or smaller`);
      input.value = '';
      return;
    }
    setBusy(true);
    setStatus('Uploading…');
    try {
      await upload(file);
      setLocalPreview(URL.createObjectURL(file));
      setStatus('Image uploaded');
    } catch (failure) {
      setStatus('');
      setError(uploadMessage(failure));
    } finally {
      setBusy(false);
      input.value = '';
    }
  }

  const preview = localPreview ?? currentUrl ?? null;
  const describedBy = error ? `${id}-error` : `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={cn(
            'flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-night-600 bg-night-950',
            previewClassName,
          )}
        >
          {preview ? (
            <img src={preview} alt={previewAlt} className="h-full w-full object-cover" />
          ) : (
            <span className="px-2 text-center text-xs text-slate-400">No image</span>
          )}
        </div>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={accept}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => void onChange(event)}
          className="max-w-full text-sm text-slate-300 file:mr-3 file:rounded-lg file:border-0 file:bg-night-700 file:px-3 file:py-2 file:font-medium file:text-slate-100 hover:file:bg-night-600"
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-400">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      <p role="status" className="text-sm text-slate-300">
        {status}
      </p>
    </div>
  );
}
