import { useParams } from 'react-router';
import { FormulaDetailView } from '@/features/formulas';

/** `/post/{title}`: a formula post; `title` is its slug. */
export default function FormulaDetailsPage() {
  const { title = '' } = useParams();
  return <FormulaDetailView key={title} slug={title} />;
}
