import { PublicPage } from './public-page';

export function RefundPolicyPage() {
  return <PublicPage title="Refund Policy" intro="When and how you can get your money back." />;
}
