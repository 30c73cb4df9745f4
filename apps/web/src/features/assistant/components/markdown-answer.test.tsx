import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MarkdownAnswer, sitePath } from './markdown-answer';

function render(markdown: string): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <MarkdownAnswer>{markdown}</MarkdownAnswer>
    </MemoryRouter>,
  );
}

describe('MarkdownAnswer', () => {
  it('draws lists, emphasis and GFM tables', () => {
    const html = render(
      [
        '**Ácido cítrico**',
        '',
        '- 1 kg',
        '- 25 kg',
        '',
        '| Presentación | Precio |',
        '|---|---|',
        '| 1 kg | $2,50 |',
      ].join('\n'),
    );
    expect(html).toContain('<strong>Ácido cítrico</strong>');
    expect(html).toMatch(/<ul>\s*<li>1 kg<\/li>/);
    expect(html).toContain('<table>');
    expect(html).toContain('<td>$2,50</td>');
  });

  it("opens this site's pages in the app and other sites in a new tab without opener", () => {
    const html = render(
      '[Ácido](/product/acido-citrico) y [la norma](https://www.example.org/sga)',
    );
    expect(html).toContain('href="/product/acido-citrico"');
    expect(html).not.toMatch(/href="\/product\/acido-citrico"[^>]*target=/);
    expect(html).toMatch(
      /href="https:\/\/www\.example\.org\/sga"[^>]*target="_blank"[^>]*rel="noopener noreferrer"|target="_blank"[^>]*rel="noopener noreferrer"[^>]*href="https:\/\/www\.example\.org\/sga"/,
    );
  });

  it('drops scripts, inline handlers and javascript: links from the answer', () => {
    const html = render(
      [
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(2)">',
        '[clic](javascript:alert(3))',
        '<a href="https://example.org" onclick="alert(4)">raw</a>',
      ].join('\n\n'),
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('clic');
  });
});

describe('sitePath', () => {
  it('keeps paths of this site, and turns this origin written in full into a path', () => {
    expect(sitePath('/post/jabon-liquido')).toBe('/post/jabon-liquido');
    expect(sitePath('https://tienda.ec/product/x?y=1#z', 'https://tienda.ec')).toBe(
      '/product/x?y=1#z',
    );
  });

  it('treats other hosts, protocol-relative addresses and nothing as external', () => {
    expect(sitePath('//evil.example/product/x')).toBeNull();
    expect(sitePath('https://evil.example/product/x', 'https://tienda.ec')).toBeNull();
    expect(sitePath('mailto:ventas@tienda.ec', 'https://tienda.ec')).toBeNull();
    expect(sitePath(undefined)).toBeNull();
  });
});
