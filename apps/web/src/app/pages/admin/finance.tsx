import { FinanceAdmin } from '@/features/finance/components/finance-admin';
import { AdminPage } from './admin-page';

/** /admin/finance: revenue, discounts, refunds, the business's own entries and profit (spec §2). */
export function AdminFinancePage() {
  return (
    <AdminPage title="Finance" description="Revenue, refunds, income, expenses and profit.">
      <FinanceAdmin />
    </AdminPage>
  );
}
