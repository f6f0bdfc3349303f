import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The frame of every hand-drawn glyph: a 24×24 stroke drawing in the text colour, hidden from
 * assistive technology because the button or link around it carries the name.
 */
export function Icon({ className = 'h-5 w-5', strokeWidth = 2, children, ...props }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}
