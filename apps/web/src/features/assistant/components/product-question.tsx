import { lazy } from 'react';
import { DeferredSection } from '@/components/deferred-section';

// The panel brings the Markdown renderer (about 40 KB): it loads when the visitor scrolls near,
// never with the product page's first download.
const ProductQuestionPanel = /* @__PURE__ */ lazy(() => import('./product-question-panel'));

type ProductQuestionProps = { productId: string; productName: string };

/** "Pregúntale a QuimIA" on a product page: a visitor's question about this product. */
export function ProductQuestion(props: ProductQuestionProps) {
  return (
    <DeferredSection minHeight={190}>
      <ProductQuestionPanel {...props} />
    </DeferredSection>
  );
}
