import { PROFILE_PHOTO_MAX_BYTES } from '@streamfront/contract';
import { useRef, useState } from 'react';
import { ImageUploadField } from '@/components/form/image-upload-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDeletePhoto } from '../api/delete-photo';
import { useUploadPhoto } from '../api/upload-photo';
import type { ProfileChanges } from '../api/profile-user';

/** The photo beside the name in the header: uploaded at once when chosen, or removed. */
export function ProfilePhotoField({
  photo,
  onUserChange,
}: {
  photo: string | null | undefined;
  onUserChange: (changes: ProfileChanges) => void;
}) {
  const upload = useUploadPhoto(onUserChange);
  const remove = useDeletePhoto(onUserChange);
  // A removal starts the upload field afresh, so it drops the preview of the last upload.
  const [removals, setRemovals] = useState(0);
  const [removed, setRemoved] = useState('');
  const status = useRef<HTMLParagraphElement>(null);

  function removePhoto() {
    setRemoved('');
    remove.mutate(undefined, {
      onSuccess: () => {
        setRemovals((n) => n + 1);
        setRemoved('Photo removed');
        // The button is gone: the focus goes to the news of what happened.
        requestAnimationFrame(() => status.current?.focus());
      },
    });
  }

  return (
    <div className="flex flex-col gap-2">
      <ImageUploadField
        key={removals}
        label="Photo"
        hint="PNG, JPEG or WebP, up to 1 MB. It shows beside your name."
        accept="image/png,image/jpeg,image/webp"
        maxBytes={PROFILE_PHOTO_MAX_BYTES}
        currentUrl={photo}
        previewAlt="Your photo"
        previewClassName="rounded-full"
        upload={(file) => {
          setRemoved('');
          return upload.mutateAsync(file);
        }}
      />
      {photo && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          loading={remove.isPending}
          onClick={removePhoto}
        >
          Remove photo
        </Button>
      )}
      {remove.isError && <Alert>{remove.error.message}</Alert>}
      <p ref={status} tabIndex={-1} role="status" className="text-sm text-slate-300 outline-none">
        {removed}
      </p>
    </div>
  );
}
