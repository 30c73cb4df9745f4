import { FormulaListView } from '@/features/formulas';

/** `/post` and `/post/list`: formula posts by type and search. */
export default function FormulaListPage() {
  return <FormulaListView />;
}
