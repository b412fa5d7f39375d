import { describe, expect, it } from 'vitest';
import { pageCss } from './page-script';

describe('pageCss', () => {
  it('prints the footer note and "Page X of Y" in the page margin, in the given words', () => {
    const css = pageCss({ footerNote: 'Prashna · Meera', pageLabels: { page: 'पृष्ठ', of: '/' } });
    expect(css).toContain('size: A4');
    expect(css).toContain('@bottom-left { content: "Prashna · Meera";');
    expect(css).toContain('content: "पृष्ठ " counter(page) " / " counter(pages);');
  });

  it("keeps a reader's text inside its CSS string", () => {
    const css = pageCss({ footerNote: 'A "quoted" \\ name\n} body { display: none' });
    expect(css).toContain('content: "A \\"quoted\\" \\\\ name } body { display: none";');
  });
});
