import { PublicPage } from './public-page';

export function VodRequestPage() {
  return (
    <PublicPage
      title="Request a VOD title"
      intro="Missing a movie or series? Tell us and we will try to add it."
    />
  );
}
