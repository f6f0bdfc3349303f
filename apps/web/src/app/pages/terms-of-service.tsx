import { Link } from 'react-router';
import { DocumentSections, type DocumentSection } from './content/document-sections';
import { LastUpdated } from './content/policy-meta';
import { PublicPage } from './public-page';

const SECTIONS: DocumentSection[] = [
  {
    id: 'agreement',
    title: 'Agreement',
    body: (
      <p>
        These terms apply when you create a Streamfront account, subscribe to a package or watch
        anything on Streamfront. By doing so you accept them. If you do not agree, please do not use
        the service.
      </p>
    ),
  },
  {
    id: 'the-service',
    title: 'The service',
    body: (
      <p>
        Streamfront streams live TV channels, live sports events and on-demand films and series over
        the internet to supported devices. Channels, events and titles are licensed from rights
        holders and may change over time; some are only available in certain countries. Picture
        quality depends on your device and connection.
      </p>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be 18 or older and give accurate details when you register.</li>
        <li>Keep your password private; you are responsible for activity on your account.</li>
        <li>
          Your account is for you and your household. Each package sets how many screens can play at
          the same time.
        </li>
      </ul>
    ),
  },
  {
    id: 'subscriptions',
    title: 'Packages and payment',
    body: (
      <p>
        Prices are shown on the <Link to="/packages">Packages</Link> page, including taxes where
        required. A package is paid in advance for its period, one month or one year, and ends at
        the end of that period unless you renew it. Refunds follow our{' '}
        <Link to="/refund-policy">Refund Policy</Link>. We tell you at least 30 days ahead of any
        price change to a package you hold.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>record, copy, rebroadcast or publicly show anything you watch on Streamfront;</li>
          <li>share your sign-in details outside your household or resell access;</li>
          <li>get around geographic restrictions, screen limits or content protection;</li>
          <li>
            interfere with the service, probe it for weaknesses or use automated tools against it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Content and intellectual property',
    body: (
      <p>
        All programmes, the Streamfront name, logo, apps and website belong to us or to our
        licensors. Your subscription gives you a personal, non-transferable right to watch for
        private, non-commercial use. If you believe something on Streamfront infringes your rights,
        please <Link to="/report-content">report it</Link>.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your subscription',
    body: (
      <p>
        You can stop renewing at any time. We may suspend or close an account that breaks these
        terms, after a warning unless the breach is serious (such as public redistribution), and we
        refund unused time when we close an account for reasons other than a breach.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Availability and liability',
    body: (
      <p>
        We work to keep Streamfront available around the clock but cannot promise it will never be
        interrupted. Nothing in these terms limits rights you have as a consumer by law. Beyond
        those, our liability is limited to the amount you paid for the current period of your
        package.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms when the service or the law changes. We post the new version here
        and tell you by email at least 30 days before a change that affects you takes effect.
        Questions? <Link to="/contact">Contact us</Link>.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <PublicPage
      title="Terms of Service"
      eyebrow="Legal"
      narrow
      description="The terms for using Streamfront: your account, packages and payment, acceptable use, content rights, ending a subscription and liability."
      intro="The agreement between you and Streamfront when you create an account, subscribe or watch."
      meta={<LastUpdated />}
    >
      <DocumentSections sections={SECTIONS} />
    </PublicPage>
  );
}
