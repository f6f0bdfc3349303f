import { PublicPage } from './public-page';

export function PrivacyPolicyPage() {
  return (
    <PublicPage
      title="Privacy Policy"
      intro="How Streamfront collects, uses and protects your personal data."
    />
  );
}
