import { AdminPlaceholder } from './admin-placeholder';

export function AdminPromoCodesPage() {
  return (
    <AdminPlaceholder title="Promo codes" description="Discount codes and where they apply." />
  );
}
