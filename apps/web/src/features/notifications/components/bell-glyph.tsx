import { Icon } from '@/components/ui/icon';

/** The bell drawn on the button (the type icons live in notification-icon.tsx). */
export function BellGlyph() {
  return (
    <Icon strokeWidth={1.8}>
      <path d="M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 1.5h-15L6 16.5Z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </Icon>
  );
}
