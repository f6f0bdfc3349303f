import { PublicPage } from './public-page';

export function TermsOfServicePage() {
  return (
    <PublicPage title="Terms of Service" intro="The terms that apply when you use Streamfront." />
  );
}
