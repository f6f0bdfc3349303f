import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/lib/save-blob';

/**
 * "Export CSV" for what the page shows: fetches the file through `exporting` (a mutation
 * over `fetchCsv`), saves it as `fileName` and says `done`. A failure reaches the one toast
 * of the mutation cache.
 */
export function ExportCsvButton<Query>({
  exporting,
  query,
  fileName,
  done,
  label = 'Export CSV',
}: {
  exporting: {
    mutate: (query: Query, callbacks: { onSuccess: (blob: Blob) => void }) => void;
    isPending: boolean;
  };
  query: Query;
  fileName: () => string;
  done: string;
  /** What the button says, when the page has more than one export. */
  label?: string;
}) {
  return (
    <Button
      variant="secondary"
      className="sm:ml-auto"
      disabled={exporting.isPending}
      onClick={() =>
        exporting.mutate(query, {
          onSuccess: (blob) => {
            saveBlob(blob, fileName());
            toast.success(done);
          },
        })
      }
    >
      {exporting.isPending ? 'Exporting…' : label}
    </Button>
  );
}
