import { PublicPage } from './public-page';

export function ContactPage() {
  return (
    <PublicPage
      title="Contact us"
      intro="Questions about packages, billing or set-up? Our team answers every message."
    />
  );
}
