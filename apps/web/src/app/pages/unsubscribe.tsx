import { useSearchParams } from 'react-router';
import { UnsubscribeConfirmation } from '@/features/mail-preferences/components/unsubscribe-confirmation';
import { PageHead } from '@/features/seo/page-head';

/**
 * /unsubscribe?token=…: where a mail's unsubscribe link lands (the server's GET on the link
 * redirects here). No sign-in: the signed token names the account and the topic. Linked from
 * mail only, never from the site's navigation.
 */
export function UnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-8 px-4 py-14 sm:px-6 sm:py-20">
      <PageHead
        title="Unsubscribe"
        description="Stop renewal reminders or news by email with one click."
      />
      <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Unsubscribe</h1>
      <UnsubscribeConfirmation key={token} token={token} />
    </main>
  );
}
