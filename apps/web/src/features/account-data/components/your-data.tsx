import { CloseMyAccount } from './close-my-account';
import { DownloadMyData } from './download-my-data';

/**
 * /account → "Your data" (decision 060): a copy of everything held about the person, and
 * closing the account. `onClosed` runs once the account is closed: the app signs out.
 */
export function YourData({ onClosed }: { onClosed: () => void }) {
  return (
    <section
      aria-labelledby="your-data-title"
      className="flex flex-col gap-5 rounded-xl border border-night-700 bg-night-900 p-5"
    >
      <h2 id="your-data-title" className="text-xl font-bold text-white">
        Your data
      </h2>
      <DownloadMyData />
      <CloseMyAccount onClosed={onClosed} />
    </section>
  );
}
