import { cn } from '@/lib/cn';

export type PillVariant = 'primary' | 'secondary' | 'glass' | 'light' | 'outline-light';
export type PillSize = 'sm' | 'md' | 'lg';

// Hover darkens the brand colour: white text keeps at least 4.5:1 (brand-500 gave 3.67:1).
const variants: Record<PillVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-night-600 bg-night-800 text-slate-100 hover:bg-night-700',
  /** Over a picture: a frosted, see-through button. */
  glass: 'border border-white/20 bg-white/10 text-white backdrop-blur hover:bg-white/20',
  /**
   * On a brand-coloured band: a white focus ring (the site's rose one is 1.75:1 on the band),
   * and a hover that darkens (lightening took white text under 4.5:1).
   */
  light: 'bg-white text-brand-700 hover:bg-slate-100 focus-visible:outline-white',
  'outline-light': 'text-white ring-1 ring-white/70 hover:bg-black/20 focus-visible:outline-white',
};

const sizes: Record<PillSize, string> = {
  sm: 'h-10 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-8 text-base',
};

/**
 * The rounded call-to-action look of the public site, for links and buttons alike. Complete
 * class lists per variant, so nothing has to be overridden afterwards.
 */
export function pillClasses(variant: PillVariant = 'primary', size: PillSize = 'md') {
  return cn(
    'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors',
    variants[variant],
    sizes[size],
  );
}
