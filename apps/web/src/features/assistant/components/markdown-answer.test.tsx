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

  it("opens this site's pages in the app and shows links to other sites as text", () => {
    const html = render(
      '[Ácido](/product/acido-citrico), [la norma](https://www.example.org/sga?d=secreto), ' +
        '<https://tracker.example/x>, www.tracker.example y [correo](mailto:x@tracker.example)',
    );
    expect(html).toContain('href="/product/acido-citrico"');
    expect(html).not.toMatch(/href="\/product\/acido-citrico"[^>]*target=/);
    // Nothing to click that leaves the site: the words stay, with the address as plain text.
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('la norma');
    expect(html).toContain('https://www.example.org/sga?d=secreto');
  });

  it('draws images of this site only; an image from elsewhere is its description, never fetched', () => {
    const html = render(
      [
        '![hoja](/api/uploads/ficha.webp)',
        '![x](https://tracker.example/x.png?d=SECRETO)',
        '![y](//tracker.example/y.png)',
        '![z](/\\tracker.example/z.png)',
        '<img src="https://tracker.example/raw.png">',
      ].join('\n\n'),
    );
    expect(html).toContain('src="/api/uploads/ficha.webp"');
    const hosts = [...html.matchAll(/<img [^>]*src="([^"]*)"/g)].map(
      ([, src]) => new URL(src!, 'https://tienda.ec').host,
    );
    expect(hosts).toContain('tienda.ec');
    expect(hosts.every((host) => host === 'tienda.ec')).toBe(true);
    expect(html).not.toContain('tracker.example/x.png');
    expect(html).toContain('[x]');
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
    // Browsers read a backslash as a slash: "/\\host" is another host.
    expect(sitePath('/\\evil.example/x', 'https://tienda.ec')).toBeNull();
    expect(sitePath('/\t/evil.example/x', 'https://tienda.ec')).toBeNull();
  });
});
