import { AppSnackbarProvider } from '@/components/snackbar-provider';
import { DocumentTitle } from '@/components/page-meta';
import { BranchesSection, OpeningHours } from '@/features/company';
import { ContactHero, ContactView } from '@/features/contact';

export default function ContactUsPage() {
  return (
    // The form confirms with a notification.
    <AppSnackbarProvider>
      <DocumentTitle title="Contacto" />
      <ContactHero />
      <ContactView hours={<OpeningHours headingLevel="h2" />} />
      <BranchesSection
        title="Nuestras sucursales"
        subtitle="Acércate a retirar tu pedido o a recibir asesoría en persona. Abre el mapa para ver cómo llegar."
        showHours={false}
      />
    </AppSnackbarProvider>
  );
}
