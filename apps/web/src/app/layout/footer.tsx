import { Link } from 'react-router';

/** A plain footer (spec §2); its full design comes later. */
export function Footer() {
  return (
    <footer className="border-t border-night-700 bg-night-950">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-8 text-sm text-slate-400">
        <Link to="/" className="text-lg font-extrabold text-slate-100">
          Stream<span className="text-brand-500">front</span>
        </Link>
        <p>Live Sports | Live TV | VOD</p>
        <p>© {new Date().getFullYear()} Streamfront. All Rights Reserved.</p>
      </div>
    </footer>
  );
}
