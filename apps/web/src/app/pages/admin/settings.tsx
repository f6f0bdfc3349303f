import { TestMailForm } from '@/features/admin-mail/components/test-mail-form';
import { BackupsAdmin } from '@/features/backups/components/backups-admin';
import { RetentionForm } from '@/features/data-retention/components/retention-form';
import { FaqAdmin } from '@/features/site/components/faq-admin';
import { ProvisioningForm } from '@/features/site/components/provisioning-form';
import { SettingsForm } from '@/features/site/components/settings-form';
import { useIsFetching } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';
import { AdminPage } from './admin-page';

/** One part of the settings page: its heading and what it is for, then its form or list. */
function SettingsSection({
  id,
  linkable = false,
  title,
  description,
  children,
}: {
  id: string;
  /**
   * A link may point at it by its id (`/admin/settings#backups`, a failed backup's
   * notification): the page then brings it into view and gives it the focus.
   */
  linkable?: boolean;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      id={linkable ? id : undefined}
      tabIndex={linkable ? -1 : undefined}
      aria-labelledby={`settings-${id}`}
      className="flex flex-col gap-4 pt-4"
    >
      <div>
        <h2 id={`settings-${id}`} className="text-xl font-bold text-white">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-300">{description}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * /admin/settings: the site's name, contact, payment words, mail and links, provisioning of
 * access, backups, data retention, a test mail, and the FAQ (spec §2).
 */
/**
 * Brings the section a link names into view once every part above it has its content. A
 * component of its own: the count of running fetches re-renders it alone, not the page.
 */
function LinkedSectionInView() {
  useScrollToHash(useIsFetching() === 0);
  return null;
}

export function AdminSettingsPage() {
  return (
    <AdminPage
      title="Settings"
      description="Site name, contact details, payment instructions, mail, links, provisioning, backups, data retention and the FAQ."
    >
      <LinkedSectionInView />
      <section aria-labelledby="settings-site" className="flex flex-col gap-4">
        <h2 id="settings-site" className="sr-only">
          Site settings
        </h2>
        <SettingsForm />
      </section>
      <SettingsSection
        id="provisioning"
        title="Provisioning"
        description="Who creates a subscription’s login when it starts, and what the activation mail carries."
      >
        <ProvisioningForm />
      </SettingsSection>
      <SettingsSection
        id="backups"
        linkable
        title="Backups"
        description="Copies of the database and its secrets, taken on a schedule or now."
      >
        <BackupsAdmin />
      </SettingsSection>
      <SettingsSection
        id="retention"
        title="Data retention"
        description="How long chat conversations and mail log entries are kept; older ones are removed daily."
      >
        <RetentionForm />
      </SettingsSection>
      <SettingsSection
        id="test-mail"
        title="Test mail"
        description="One message through the mail server now, to check that mail leaves and how it looks."
      >
        <TestMailForm />
      </SettingsSection>
      <SettingsSection
        id="faq"
        title="FAQ"
        description="The questions the home page answers, in the order shown here."
      >
        <FaqAdmin />
      </SettingsSection>
    </AdminPage>
  );
}
