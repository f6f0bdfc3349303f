import { Link } from 'react-router';
import { useSite } from '@/features/site/api/get-site';
import { SITE_DEFAULTS } from '@/features/site/site-defaults';
import { DocumentSections, type DocumentSection } from './content/document-sections';
import { LastUpdated } from './content/policy-meta';
import { PublicPage } from './public-page';

function sections(supportEmail: string): DocumentSection[] {
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <p>
          Streamfront provides live TV, live sports and video on demand over the internet. We are
          responsible for the personal data described here. Questions about this policy or your data
          can go to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or through the{' '}
          <Link to="/contact">contact form</Link>.
        </p>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      body: (
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address and a securely hashed
            password (we never store the password itself).
          </li>
          <li>
            <strong>Subscription details:</strong> the package you chose, its period, order history
            and payment status. Card details are handled by our payment provider and never reach our
            servers.
          </li>
          <li>
            <strong>Messages you send us:</strong> contact messages, VOD requests, content reports
            and chat conversations with our assistant.
          </li>
          <li>
            <strong>Technical data:</strong> the IP address, device type and app version used to
            connect, which we need to deliver streams, enforce the screen limit of your package and
            stop abuse.
          </li>
        </ul>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'How we use it',
      body: (
        <>
          <ul>
            <li>To create your account, sign you in and keep your session secure.</li>
            <li>To provide the package you paid for on the devices you use.</li>
            <li>
              To answer your messages and requests, and tell you about changes to your subscription.
            </li>
            <li>
              To protect the service and its content against fraud, abuse and unlicensed
              redistribution.
            </li>
            <li>To meet our legal, tax and accounting obligations.</li>
          </ul>
          <p>
            We process data to perform our contract with you, to meet legal obligations, and for our
            legitimate interest in running a secure service. We do not sell your personal data and
            we do not use it for advertising.
          </p>
        </>
      ),
    },
    {
      id: 'browser-storage',
      title: 'Cookies and browser storage',
      body: (
        <p>
          The website stores your sign-in token and basic account details in your browser&apos;s
          local storage so you stay signed in. It uses no advertising or analytics cookies. Signing
          out removes this data; you can also clear it in your browser settings at any time.
        </p>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      body: (
        <>
          <p>
            Only with service providers that help us run Streamfront, under contracts that protect
            your data:
          </p>
          <ul>
            <li>payment providers, to take payments and refunds;</li>
            <li>hosting and content-delivery providers, to store data and deliver streams;</li>
            <li>email providers, to send you replies and service messages.</li>
          </ul>
          <p>We disclose data to authorities only when the law requires it.</p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <p>
          Account data is kept while your account exists and deleted within 90 days after you close
          it. Order and payment records are kept for as long as tax law requires, usually seven
          years. Support messages are kept for two years, then deleted.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <>
          <p>
            You can ask us to show you the data we hold about you, correct it, delete it, hand it
            over in a portable format, or stop a particular use of it. Write to{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a> from the address on your account;
            we answer within 30 days.
          </p>
          <p>You may also complain to the data-protection authority where you live.</p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          Connections to Streamfront are encrypted, passwords are hashed with a modern algorithm,
          sessions can be ended from the server, and access to customer data is limited to staff who
          need it.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          Accounts are for adults aged 18 or over. Children may watch under the supervision of the
          account holder, who is responsible for what they watch.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We will post any change on this page and, when it matters to you, tell you by email before
          it takes effect.
        </p>
      ),
    },
  ];
}

export function PrivacyPolicyPage() {
  const site = useSite().data ?? SITE_DEFAULTS;
  return (
    <PublicPage
      title="Privacy Policy"
      eyebrow="Legal"
      narrow
      description="How Streamfront collects, uses, shares and protects your personal data, how long we keep it, and how to use your privacy rights."
      intro="How Streamfront collects, uses and protects your personal data, in plain language."
      meta={<LastUpdated />}
    >
      <DocumentSections sections={sections(site.supportEmail)} />
    </PublicPage>
  );
}
