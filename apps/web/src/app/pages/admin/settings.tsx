import { TestMailForm } from '@/features/admin-mail/components/test-mail-form';
import { BackupsAdmin } from '@/features/backups/components/backups-admin';
import { RetentionForm } from '@/features/data-retention/components/retention-form';
import { FaqAdmin } from '@/features/site/components/faq-admin';
import { ProvisioningForm } from '@/features/site/components/provisioning-form';
import { SettingsForm } from '@/features/site/components/settings-form';
import { AdminPage } from './admin-page';

/**
 * /admin/settings: the site's name, contact, payment words, mail and links, provisioning of
 * access, backups, data retention, a test mail, and the FAQ (spec §2).
 */
export function AdminSettingsPage() {
  return (
    <AdminPage
      title="Settings"
      description="Site name, contact details, payment instructions, mail, links, provisioning, backups, data retention and the FAQ."
    >
      <section aria-labelledby="settings-site" className="flex flex-col gap-4">
        <h2 id="settings-site" className="sr-only">
          Site settings
        </h2>
        <SettingsForm />
      </section>
      <section aria-labelledby="settings-provisioning" className="flex flex-col gap-4 pt-4">
        <div>
          <h2 id="settings-provisioning" className="text-xl font-bold text-white">
            Provisioning
          </h2>
          <p className="mt-1 text-sm text-slate-300">
            Who creates a subscription’s login when it starts, and what the activation mail carries.
          </p>
        </div>
        <ProvisioningForm />
      </section>
      <section id="backups" aria-labelledby="settings-backups" className="flex flex-col gap-4 pt-4">
        <div>
          <h2 id="settings-backups" className="text-xl font-bold text-white">
            Backups
          </h2>
          <p className="mt-1 text-sm text-slate-300">
            Copies of the database and its secrets, taken on a schedule or now.
          </p>
        </div>
        <BackupsAdmin />
      </section>
      <section aria-labelledby="settings-retention" className="flex flex-col gap-4 pt-4">
        <div>
          <h2 id="settings-retention" className="text-xl font-bold text-white">
            Data retention
          </h2>
          <p className="mt-1 text-sm text-slate-300">
            How long chat conversations and mail log entries are kept; older ones are removed daily.
          </p>
        </div>
        <RetentionForm />
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
