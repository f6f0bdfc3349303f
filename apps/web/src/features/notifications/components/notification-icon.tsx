import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

type IconName =
  | 'order'
  | 'query'
  | 'contact'
  | 'vod_request'
  | 'content_report'
  | 'success'
  | 'error'
  | 'warning'
  | 'bell';

// Hand-drawn 24×24 strokes: no icon library for nine small pictures.
const PATHS: Record<IconName, string[]> = {
  // A shopping bag.
  order: ['M5 8h14l-1.2 12H6.2L5 8Z', 'M9 8V6.5a3 3 0 0 1 6 0V8'],
  // A speech bubble with a question mark.
  query: [
    'M4 5h16v11H10l-4.5 3.5V16H4V5Z',
    'M10 9a2 2 0 1 1 2.6 1.9c-.4.2-.6.5-.6.9v.4',
    'M12 14h.01',
  ],
  // An envelope.
  contact: ['M3.5 6h17v12h-17V6Z', 'm3.5 7 8.5 6.5L20.5 7'],
  // A screen with a play button.
  vod_request: ['M3 5h18v12H3V5Z', 'M8 21h8', 'M10 8.5v5l4.5-2.5L10 8.5Z'],
  // A flag.
  content_report: ['M5 21V4', 'M5 4h12l-2.5 4L17 12H5'],
  success: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z', 'm8 12.5 2.8 2.8L16.5 9'],
  error: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z', 'm9 9 6 6', 'm15 9-6 6'],
  warning: ['M12 3.5 2.5 20h19L12 3.5Z', 'M12 10v4.5', 'M12 17.5h.01'],
  bell: ['M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 1.5h-15L6 16.5Z', 'M10 20.5a2 2 0 0 0 4 0'],
};

const COLOURS: Record<IconName, string> = {
  order: 'text-emerald-300',
  query: 'text-accent-400',
  contact: 'text-sky-300',
  vod_request: 'text-violet-300',
  content_report: 'text-orange-300',
  success: 'text-emerald-400',
  error: 'text-red-400',
  warning: 'text-amber-300',
  bell: 'text-slate-300',
};

/** Spec §3: one icon per known type; any other type gets the bell. */
export function iconNameFor(type: string): IconName {
  // Own keys only: "toString" or "__proto__" from a server must not reach the prototype.
  return Object.hasOwn(PATHS, type) ? (type as IconName) : 'bell';
}

export function NotificationIcon({ type, className }: { type: string; className?: string }) {
  const name = iconNameFor(type);
  return (
    <Icon
      data-icon={name}
      strokeWidth={1.8}
      className={cn('h-5 w-5 shrink-0', COLOURS[name], className)}
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </Icon>
  );
}
