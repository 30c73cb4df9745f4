import { useEffect } from 'react';

/**
 * Sets the page's meta description. The static one in index.html is updated in place rather than
 * duplicated (React would append a second tag), and restored when the page goes away.
 */
export function useMetaDescription(description: string | null | undefined): void {
  useEffect(() => {
    if (!description) return;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [description]);
}

/** Plain text cut at a word boundary for descriptions (search engines show about 155 characters). */
export function truncateText(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length).replace(/[,;:.]$/, '')}…`;
}
