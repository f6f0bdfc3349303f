/** A section of the back-office that is yet to be built. */
export function AdminPlaceholder({ title, description }: { title: string; description: string }) {
  return (
    <section aria-labelledby="admin-page-title">
      <title>{`${title} · Streamfront Admin`}</title>
      <h1 id="admin-page-title" className="text-2xl font-bold">
        {title}
      </h1>
      <p className="mt-2 text-slate-300">{description}</p>
      <p className="mt-6 rounded-lg border border-dashed border-night-600 p-6 text-slate-400">
        This section is coming soon.
      </p>
    </section>
  );
}
