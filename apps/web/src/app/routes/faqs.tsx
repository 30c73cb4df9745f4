import { DocumentTitle } from '@/components/page-meta';
import { FaqsView } from '@/features/faqs';

export default function FaqsPage() {
  return (
    <>
      <DocumentTitle title="Preguntas frecuentes" />
      <FaqsView />
    </>
  );
}
