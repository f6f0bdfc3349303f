import { useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * A person's photo in a circle, or the first letter of their name when there is none (or it
 * fails to load). Decorative: the name is always written beside it.
 */
export function Avatar({
  name,
  photo,
  className,
}: {
  name: string;
  photo?: string | null | undefined;
  className?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const shown = photo && photo !== broken ? photo : null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-8 w-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-night-700 font-bold uppercase text-white',
        className,
      )}
    >
      {shown ? (
        <img
          src={shown}
          alt=""
          className="h-full w-full object-cover"
          onError={() => setBroken(shown)}
        />
      ) : (
        name.charAt(0)
      )}
    </span>
  );
}
