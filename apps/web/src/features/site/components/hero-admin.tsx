import {
  HERO_IMAGE_MAX_BYTES,
  HeroUpdateBodySchema,
  type AdminHero,
  type Hero,
} from '@streamfront/contract';
import { useRef, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { FormTextAreaField, FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { ImageUploadField } from '@/components/form/image-upload-field';
import { useSettingsSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { ListError, ListSkeleton } from '@/components/list/list-states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PreviewFrame } from '@/components/ui/preview-frame';
import { isApiError } from '@/lib/api-client';
import { useAdminHero } from '../api/get-admin-hero';
import { useResetHeroImage } from '../api/reset-hero-image';
import { useUpdateHero } from '../api/update-hero';
import { useUploadHeroImage } from '../api/upload-hero-image';

type HeroValues = z.input<typeof HeroUpdateBodySchema>;

const valuesOf = (hero: AdminHero): HeroValues => ({
  title: hero.title,
  subtitle: hero.subtitle,
  ctaLabel: hero.ctaLabel,
  ctaHref: hero.ctaHref,
});

/** The page draws the home page's own hero: the preview cannot drift from the real thing. */
export type RenderHero = (hero: Hero) => ReactNode;

function HeroPreviews({
  form,
  backgroundImageUrl,
  renderHero,
}: {
  form: ReturnType<typeof useZodForm<typeof HeroUpdateBodySchema>>;
  backgroundImageUrl: string | null;
  renderHero: RenderHero;
}) {
  const typed = useWatch({ control: form.control }) as Partial<HeroValues>;
  const hero: Hero = {
    title: typed.title ?? '',
    subtitle: typed.subtitle ?? '',
    ctaLabel: typed.ctaLabel ?? '',
    ctaHref: typed.ctaHref ?? '/packages',
    backgroundImageUrl,
  };
  return (
    <section aria-labelledby="hero-preview-title" className="flex min-w-0 flex-col gap-4">
      <h2 id="hero-preview-title" className="text-lg font-semibold text-white">
        Live preview
      </h2>
      <p className="-mt-2 text-sm text-slate-400">
        The top of the home page as you type, before you save it.
      </p>
      <figure className="flex flex-col gap-2">
        <PreviewFrame title="Home page preview at desktop width" width={1280} height={760}>
          {renderHero(hero)}
        </PreviewFrame>
        <figcaption className="text-xs text-slate-400">Desktop, 1280 px wide</figcaption>
      </figure>
      <figure className="flex max-w-56 flex-col gap-2">
        <PreviewFrame title="Home page preview at phone width" width={375} height={760}>
          {renderHero(hero)}
        </PreviewFrame>
        <figcaption className="text-xs text-slate-400">Phone, 375 px wide</figcaption>
      </figure>
    </section>
  );
}

function HeroEditor({ hero, renderHero }: { hero: AdminHero; renderHero: RenderHero }) {
  const form = useZodForm(HeroUpdateBodySchema, { defaultValues: valuesOf(hero) });
  const save = useUpdateHero();
  const uploadImage = useUploadHeroImage();
  const resetImage = useResetHeroImage();
  const [confirming, setConfirming] = useState(false);
  const imageInput = useRef<HTMLInputElement>(null);
  const [fieldKey, setFieldKey] = useState(0);
  const submission = useSettingsSubmission(form, save, {
    valuesOf,
    savedMessage: 'Hero section saved. The home page shows it now.',
  });

  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-8">
        <FormShell
          form={form}
          submission={submission}
          label="Hero section"
          submitLabel="Save hero section"
        >
          <FormTextField name="title" label="Title" maxLength={120} autoComplete="off" />
          <FormTextAreaField name="subtitle" label="Subtitle" rows={3} maxLength={300} />
          <FormTextField name="ctaLabel" label="Button text" maxLength={40} autoComplete="off" />
          <FormTextField
            name="ctaHref"
            label="Button link"
            maxLength={500}
            autoComplete="off"
            hint="A page of this site, such as /packages, or an https:// address."
          />
        </FormShell>
        <div className="flex flex-col gap-3 border-t border-night-700 pt-6">
          <ImageUploadField
            key={fieldKey}
            inputRef={imageInput}
            label="Background image"
            hint="PNG, JPEG or WebP, up to 2 MB; about 1600 × 900 pixels looks best. Saved at once."
            accept="image/png,image/jpeg,image/webp"
            maxBytes={HERO_IMAGE_MAX_BYTES}
            currentUrl={hero.backgroundImageUrl}
            previewAlt="Current hero background"
            previewClassName="h-20 w-36"
            upload={(file) =>
              uploadImage
                .mutateAsync(file)
                .then(() => toast.success('Background image saved. The home page shows it now.'))
            }
          />
          {hero.customImage && (
            <div>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                Use the default artwork
              </Button>
            </div>
          )}
        </div>
      </div>
      <HeroPreviews
        form={form}
        backgroundImageUrl={hero.backgroundImageUrl}
        renderHero={renderHero}
      />
      <ConfirmDialog
        open={confirming}
        title="Go back to the default artwork?"
        confirmLabel="Use the default artwork"
        pending={resetImage.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          resetImage.mutate(undefined, {
            onSuccess: () => {
              toast.success('The default artwork is back.');
              setFieldKey((key) => key + 1);
            },
            onSettled: () => {
              setConfirming(false);
              // The button that opened the dialog is gone with the custom image: focus goes to
              // the image field, where a new one can be chosen.
              setTimeout(() => imageInput.current?.focus());
            },
          })
        }
      >
        The uploaded background is removed and the home page shows the site's own artwork.
      </ConfirmDialog>
    </div>
  );
}

const NO_HERO: AdminHero = {
  title: '',
  subtitle: '',
  ctaLabel: 'See packages',
  ctaHref: '/packages',
  backgroundImageUrl: null,
  customImage: false,
  updatedAt: null,
};

/** Admin: the home page's top, its words, button and background, with a live preview. */
export function HeroAdmin({ renderHero }: { renderHero: RenderHero }) {
  const hero = useAdminHero();
  if (hero.isPending) return <ListSkeleton rows={4} label="Loading the hero section…" />;
  // No hero is shown yet: the form starts empty and saving it creates one, with the site's art.
  if (hero.isError && isApiError(hero.error) && hero.error.status === 404) {
    return <HeroEditor hero={NO_HERO} renderHero={renderHero} />;
  }
  if (hero.isError) {
    return <ListError message={hero.error.message} onRetry={() => void hero.refetch()} />;
  }
  return <HeroEditor hero={hero.data} renderHero={renderHero} />;
}
