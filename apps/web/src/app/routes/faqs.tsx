import { site } from '@/config/site';
import { FaqsView } from '@/features/faqs';

export default function FaqsPage() {
  return (
    <>
      <title>{`Preguntas frecuentes | ${site.name}`}</title>
      <FaqsView />
    </>
  );
}
