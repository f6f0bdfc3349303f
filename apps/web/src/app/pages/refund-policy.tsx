import { Link } from 'react-router';
import { DocumentSections, type DocumentSection } from './content/document-sections';
import { LastUpdated } from './content/policy-meta';
import { PublicPage } from './public-page';

const SECTIONS: DocumentSection[] = [
  {
    id: 'summary',
    title: 'In short',
    body: (
      <ul>
        <li>New to Streamfront? Ask within 7 days of your first payment for a full refund.</li>
        <li>Service down for more than 24 hours in a row? We credit the lost days.</li>
        <li>Yearly package? Cancel in the first 30 days and get back the unused full months.</li>
        <li>Refunds go back to the original payment method within 5 to 10 business days.</li>
      </ul>
    ),
  },
  {
    id: 'first-subscription',
    title: 'Your first subscription',
    body: (
      <p>
        If Streamfront is not right for you, ask for a refund within 7 days of the first payment on
        your account and we refund it in full, whatever the package. This applies once per
        household.
      </p>
    ),
  },
  {
    id: 'outages',
    title: 'Service outages',
    body: (
      <p>
        When the service, or a channel that is a main part of your package, is unavailable for more
        than 24 hours in a row because of a fault on our side, we credit the affected days to your
        subscription, or refund them if your package has ended. Short interruptions, and problems
        with your own connection or device, are not covered; our{' '}
        <Link to="/setup-guide#troubleshooting">troubleshooting tips</Link> help with those.
      </p>
    ),
  },
  {
    id: 'yearly-packages',
    title: 'Yearly packages',
    body: (
      <p>
        Within the first 30 days of a yearly package you can cancel and receive a refund for the
        full months you have not started yet. After 30 days the package runs until the end of its
        year and simply is not renewed.
      </p>
    ),
  },
  {
    id: 'not-refundable',
    title: 'What we cannot refund',
    body: (
      <ul>
        <li>A monthly period that has already started, apart from the cases above.</li>
        <li>
          Events or channels removed by the rights holder at short notice; we tell you as early as
          we can.
        </li>
        <li>
          Accounts closed for breaking the <Link to="/terms-of-service">Terms of Service</Link>,
          such as sharing streams publicly.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-to-ask',
    title: 'How to ask for a refund',
    body: (
      <>
        <ol>
          <li>
            Send us a message through the <Link to="/contact">contact form</Link> from the email
            address on your account.
          </li>
          <li>
            Mention the package, the date of payment and, for outages, the channel and the days
            affected.
          </li>
          <li>
            We confirm by email within one business day and refund within 5 to 10 business days.
          </li>
        </ol>
        <p>
          Please contact us before asking your bank for a chargeback: we can usually sort it out
          faster, and a chargeback suspends the account while the bank reviews it.
        </p>
      </>
    ),
  },
];

export function RefundPolicyPage() {
  return (
    <PublicPage
      title="Refund Policy"
      eyebrow="Legal"
      narrow
      description="When you can get your money back from Streamfront: refunds on first subscriptions, credits for outages, yearly packages, and how to ask."
      intro="When and how you can get your money back, and how we make up for time you could not watch."
      meta={<LastUpdated />}
    >
      <DocumentSections sections={SECTIONS} />
    </PublicPage>
  );
}
