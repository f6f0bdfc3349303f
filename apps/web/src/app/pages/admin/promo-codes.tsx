import { PromoCodesAdmin } from '@/features/promo-codes/components/promo-codes-admin';
import { AdminPage } from './admin-page';

/** /admin/promo-codes: discount codes, their limits, uses and revenue (spec §2). */
export function AdminPromoCodesPage() {
  return (
    <AdminPage
      title="Promo codes"
      description="Discount codes, their limits, and what they have earned."
    >
      <PromoCodesAdmin />
    </AdminPage>
  );
}
