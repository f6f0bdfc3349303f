import { PublicPage } from './public-page';

export function SetupGuidePage() {
  return (
    <PublicPage
      title="Setup Guide"
      intro="Get Streamfront running on your TV, phone, tablet or computer in a few minutes."
    />
  );
}
