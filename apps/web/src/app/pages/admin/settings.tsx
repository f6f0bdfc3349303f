import { TestMailForm } from '@/features/admin-mail/components/test-mail-form';
import { FaqAdmin } from '@/features/site/components/faq-admin';
import { SettingsForm } from '@/features/site/components/settings-form';
import { AdminPage } from './admin-page';

/**
 * /admin/settings: the site's name, contact, payment words, mail and links, a test mail, and
 * the FAQ (spec §2).
 */
export function AdminSettingsPage() {
  return (
    <AdminPage
      title="Settings"
      description="Site name, contact details, payment instructions, mail, links and the FAQ."
    >
      <section aria-labelledby="settings-site" className="flex flex-col gap-4">
        <h2 id="settings-site" className="sr-only">
          Site settings
        </h2>
        <SettingsForm />
      </section>
      <section aria-labelledby="settings-test-mail" className="flex flex-col gap-4 pt-4">
        <div>
          <h2 id="settings-test-mail" className="text-xl font-bold text-white">
            Test mail
          </h2>
          <p className="mt-1 text-sm text-slate-300">
            One message through the mail server now, to check that mail leaves and how it looks.
          </p>
        </div>
        <TestMailForm />
      </section>
      <section aria-labelledby="settings-faq" className="flex flex-col gap-4 pt-4">
        <div>
          <h2 id="settings-faq" className="text-xl font-bold text-white">
            FAQ
          </h2>
          <p className="mt-1 text-sm text-slate-300">
            The questions the home page answers, in the order shown here.
          </p>
        </div>
        <FaqAdmin />
      </section>
    </AdminPage>
  );
}
