import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PresentationsTable } from './presentations-table';

describe('PresentationsTable', () => {
  it('writes IVA in capitals in the header of a product without the general rate', () => {
    const html = renderToStaticMarkup(
      <PresentationsTable presentations={[]} ivaCode="cero" ivaRate={15} />,
    );
    expect(html).toContain('Precio final (IVA 0 %)');
    expect(html).not.toMatch(/\biva\b/);
  });
});
