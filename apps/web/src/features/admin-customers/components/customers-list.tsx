import {
  CUSTOMER_STATUS_LABELS,
  SESSION_MESSAGES,
  type AdminCustomer,
} from '@streamfront/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { DataList, type ListColumn } from '@/components/list/data-list';
import { labelOptions } from '@/components/list/label-options';
import { listQueryState } from '@/components/list/list-query-state';
import { DeclaredToolbar, type FilterDeclaration } from '@/components/list/list-toolbar';
import { useListParams } from '@/components/list/use-list-params';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format-date';
import { useCloseCustomer } from '../api/close-customer';
import { useCustomers } from '../api/get-customers';
import { useSignOutCustomer } from '../api/sign-out-customer';

/** The row's name: where the focus goes once an action has removed the button that had it. */
const nameId = (customer: AdminCustomer) => `customer-name-${customer.id}`;
const closeId = (customer: AdminCustomer) => `customer-close-${customer.id}`;

const columns: ListColumn<AdminCustomer>[] = [
  {
    id: 'name',
    header: 'Name',
    primary: true,
    sortable: true,
    cell: (customer) => (
      <span id={nameId(customer)} tabIndex={-1} className="font-semibold">
        {customer.name}
      </span>
    ),
  },
  {
    id: 'email',
    header: 'Email',
    sortable: true,
    cell: (customer) => <span className="break-all">{customer.email}</span>,
  },
  {
    id: 'verified',
    header: 'Verified',
    cell: (customer) => (customer.verified ? <Badge tone="green">Yes</Badge> : 'No'),
  },
  {
    id: 'createdAt',
    header: 'Joined',
    sortable: true,
    className: 'whitespace-nowrap',
    cell: (customer) => formatDateTime(customer.createdAt),
  },
  { id: 'ordersCount', header: 'Orders', sortable: true, cell: (customer) => customer.ordersCount },
  {
    id: 'closed',
    header: 'Closed',
    className: 'whitespace-nowrap',
    cell: (customer) =>
      customer.closedAt ? <Badge tone="red">{formatDateTime(customer.closedAt)}</Badge> : '—',
  },
];

const filters: readonly FilterDeclaration<'status'>[] = [
  {
    name: 'status',
    label: 'Account',
    options: labelOptions(CUSTOMER_STATUS_LABELS),
    allLabel: 'Open or closed',
  },
];

/**
 * What can be done to one customer, as the row's buttons: signing them out everywhere (a
 * lost phone, a shared password: they sign in again) and closing the account, asked first.
 */
function CustomerActions({
  customer,
  onClose,
}: {
  customer: AdminCustomer;
  onClose: (customer: AdminCustomer) => void;
}) {
  const signOut = useSignOutCustomer();
  if (customer.closedAt) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Sign out everywhere: ${customer.name}`}
        loading={signOut.isPending}
        onClick={() =>
          signOut.mutate(customer.id, {
            onSuccess: (ended) => toast.success(SESSION_MESSAGES.customerEnded(ended)),
          })
        }
      >
        Sign out everywhere
      </Button>
      <Button
        id={closeId(customer)}
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        aria-label={`Close account: ${customer.name}`}
        onClick={() => onClose(customer)}
      >
        Close account
      </Button>
    </div>
  );
}

/**
 * Admin → Customers: every customer account, searched by name or email, with its orders and
 * whether it is closed; "Sign out everywhere" ends their sessions (decision 062); "Close account" does for a customer what their own "Close my
 * account" does (decision 060), asked first.
 */
export function CustomersList() {
  const params = useListParams({ filters: ['status'] as const });
  const list = useCustomers(params.query);
  const close = useCloseCustomer();
  const [closing, setClosing] = useState<AdminCustomer | null>(null);
  // A closed account's row loses its button: the focus goes to its name once the list shows
  // it closed (a failure leaves the button, which keeps the focus).
  const [focusAfter, setFocusAfter] = useState<{ customer: AdminCustomer } | null>(null);
  const container = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    if (!focusAfter) return;
    const target =
      document.getElementById(closeId(focusAfter.customer)) ??
      document.getElementById(nameId(focusAfter.customer));
    if (target && container.current?.contains(target)) target.focus();
  }, [focusAfter, list.data]);

  function confirmClose(customer: AdminCustomer) {
    if (close.isPending) return;
    close.mutate(customer.id, {
      onSuccess: () => toast.success(`The account of ${customer.name} is closed.`),
      onSettled: () => {
        setClosing(null);
        setFocusAfter({ customer });
      },
    });
  }

  return (
    <section ref={container} aria-labelledby="customers-list-title" className="flex flex-col gap-4">
      <h2 id="customers-list-title" className="sr-only">
        All customers
      </h2>
      <DeclaredToolbar
        params={params}
        search={{ label: 'Search customers', placeholder: 'Name or email' }}
        filters={filters}
      />
      <DataList
        caption="Customers"
        columns={columns}
        rowKey={(customer) => customer.id}
        params={params}
        {...listQueryState(list)}
        empty={{
          title: 'No customers yet',
          message: 'Customers appear here once they create an account.',
        }}
        actions={(customer) => <CustomerActions customer={customer} onClose={setClosing} />}
      />
      <ConfirmDialog
        open={closing !== null}
        title="Close this customer’s account?"
        confirmLabel="Close account"
        cancelLabel="Keep it"
        pending={close.isPending}
        onCancel={() => setClosing(null)}
        onConfirm={() => closing && confirmClose(closing)}
      >
        {closing && (
          <>
            {closing.name} ({closing.email}) is signed out everywhere and their email is freed.
            Their running subscriptions end now, without a refund, and their photo, questions,
            chats, notifications and mail are removed. Their orders and invoices are kept, no longer
            naming them. This cannot be undone.
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
