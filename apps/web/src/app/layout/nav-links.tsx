import type { MouseEventHandler, ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

/** Spec §2: Home (#hero), Features (#features), Packages, FAQ (#faq), Contact. */
export const NAV_LINKS = [
  { label: 'Home', hash: 'hero' },
  { label: 'Features', hash: 'features' },
  { label: 'Packages', to: '/packages' },
  { label: 'FAQ', hash: 'faq' },
  { label: 'Contact', to: '/contact' },
] as const;

export type NavLinkItem = (typeof NAV_LINKS)[number];

/**
 * A section of the home page. Always a router link to `/#section`: on the home page the page
 * itself scrolls smoothly to the section; from any other page it opens home first, and home
 * scrolls once its content is in place (also on a hard load of /#faq).
 */
export function SectionLink({
  hash,
  className,
  onClick,
  children,
}: {
  hash: string;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}) {
  return (
    <Link to={{ pathname: '/', hash: `#${hash}` }} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

export function NavItem({
  link,
  className,
  activeClassName,
  onClick,
}: {
  link: NavLinkItem;
  className: string;
  activeClassName: string;
  onClick?: () => void;
}) {
  if ('hash' in link) {
    return (
      <SectionLink hash={link.hash} className={className} onClick={onClick}>
        {link.label}
      </SectionLink>
    );
  }
  return (
    <NavLink
      to={link.to}
      onClick={onClick}
      className={({ isActive }) => (isActive ? `${className} ${activeClassName}` : className)}
    >
      {link.label}
    </NavLink>
  );
}
