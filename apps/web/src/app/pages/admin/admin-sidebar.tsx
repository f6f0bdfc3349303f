import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { ADMIN_SECTIONS } from './admin-sections';

/** The list of every admin section; the same links in the desktop sidebar and the phone drawer. */
export function AdminSectionLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {ADMIN_SECTIONS.map((section) => (
        <li key={section.path}>
          <NavLink
            to={`/admin/${section.path}`}
            // /admin/settings must not light up on /admin/settings/favicon.
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'block rounded-md px-3 py-2 text-sm',
                isActive
                  ? 'bg-brand-600/20 font-semibold text-white'
                  : 'text-slate-300 hover:bg-night-800 hover:text-white',
              )
            }
          >
            {section.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
