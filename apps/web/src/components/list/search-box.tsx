import { useEffect, useId, useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * The list's search: the URL changes once typing pauses (not on every key), so Back steps
 * over whole searches. A new value from the URL (Back, a link) replaces what is typed.
 */
export function SearchBox({
  value,
  onSearch,
  label = 'Search',
  placeholder,
  delayMs = 300,
  className,
}: {
  value: string;
  onSearch: (q: string) => void;
  label?: string;
  placeholder?: string;
  delayMs?: number;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    // The URL's value is the trimmed text: keep a trailing space being typed.
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);

  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once.
          if (event.key === 'Enter') onSearch(text);
        }}
        className="w-full min-w-0 rounded-lg border border-night-600 bg-night-950 px-3 py-2 text-slate-100"
      />
    </div>
  );
}
