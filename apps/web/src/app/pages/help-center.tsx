import { PublicPage } from './public-page';

export function HelpCenterPage() {
  return (
    <PublicPage
      title="Help Center"
      intro="Answers to the most common questions about streaming with Streamfront."
    />
  );
}
