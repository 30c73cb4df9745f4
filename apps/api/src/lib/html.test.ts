import { describe, expect, it } from 'vitest';
import { insertBefore, replaceFirst, scriptSafeJson } from './html';

const TEMPLATE = '<html><head></head><body><div id="root"></div></body></html>';

describe('splicing text into a page', () => {
  it('inserts replacement patterns as the text they are', () => {
    const text = "$` $& $' $$ $1";
    expect(insertBefore(TEMPLATE, '</head>', text)).toBe(
      `<html><head>${text}</head><body><div id="root"></div></body></html>`,
    );
    expect(replaceFirst(TEMPLATE, '<div id="root"></div>', text)).toBe(
      `<html><head></head><body>${text}</body></html>`,
    );
    expect(replaceFirst(TEMPLATE, /<head><\/head>/, text)).toBe(
      `<html>${text}<body><div id="root"></div></body></html>`,
    );
  });

  it('keeps the page the size of its parts, however many patterns a text holds', () => {
    const text = '$`'.repeat(1000);
    expect(insertBefore(TEMPLATE, '</body>', text)).toHaveLength(TEMPLATE.length + text.length);
  });

  it('leaves the template alone when the marker is missing', () => {
    expect(insertBefore(TEMPLATE, '</nothing>', 'x')).toBe(TEMPLATE);
    expect(replaceFirst(TEMPLATE, '</nothing>', 'x')).toBe(TEMPLATE);
  });

  it('keeps inlined JSON inside its script block', () => {
    const json = JSON.stringify({ name: '</script><!-- \u2028' });
    const safe = scriptSafeJson(json);
    expect(safe).not.toMatch(/<|\u2028/);
    expect(JSON.parse(safe)).toEqual({ name: '</script><!-- \u2028' });
  });
});
