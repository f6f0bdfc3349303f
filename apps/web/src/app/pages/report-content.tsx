import { PublicPage } from './public-page';

export function ReportContentPage() {
  return (
    <PublicPage
      title="Report content"
      intro="Something wrong with a channel or a title? Let us know."
    />
  );
}
