import { AppSnackbarProvider } from '@/components/snackbar-provider';
import { DocumentTitle } from '@/components/page-meta';
import { AccountPageView } from '@/features/account';
import { MyOrderInvoices } from '@/features/invoices';
import { MyOrders } from '@/features/orders/pages/my-orders';
import { MyQuotations } from '@/features/quotations/pages/my-quotations';
import { AccountContactForm, AccountSecurityForm } from '@/features/users/pages/account-forms';

export default function MyAccountPage() {
  return (
    // Every save confirms with a notification.
    <AppSnackbarProvider>
      <DocumentTitle title="Mi cuenta" />
      <AccountPageView
        // Keyed by account: another user signing in gets a fresh form.
        orders={(user) => (
          <MyOrders
            key={user.id}
            userId={user.id}
            documents={(orderId) => <MyOrderInvoices userId={user.id} orderId={orderId} />}
          />
        )}
        quotations={(user) => <MyQuotations key={user.id} userId={user.id} />}
        profile={(user) => <AccountContactForm key={user.id} user={user} />}
        security={(user) => <AccountSecurityForm email={user.email} />}
      />
    </AppSnackbarProvider>
  );
}
