import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ExtendSubscriptionsDialog } from './extend-subscriptions-dialog';

/** The toolbar's "Extend subscriptions" and its dialog, which gives the focus back to it. */
export function ExtendSubscriptionsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Extend subscriptions
      </Button>
      {open && <ExtendSubscriptionsDialog onClose={() => setOpen(false)} />}
    </>
  );
}
