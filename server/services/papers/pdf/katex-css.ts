import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Per process (issue 13): derived from the installed katex package, the same in every process.
let cached: string | undefined;

/**
 * KaTeX's stylesheet with its fonts inlined as data: URLs. The page is set from a string (origin
 * about:blank), which may not load file:// fonts; without them the maths would print in a
 * fallback font with broken fractions and roots. Only woff2 is kept: Chromium reads it.
 */
export function katexCss(): string {
  if (cached) return cached;
  const dist = dirname(createRequire(import.meta.url).resolve('katex'));
  const css = readFileSync(join(dist, 'katex.min.css'), 'utf8');
  cached = css.replace(/src:([^;}]+)/g, (_, sources: string) => {
    const woff2 = /url\((fonts\/[^)]+\.woff2)\)/.exec(sources)?.[1];
    if (!woff2) return `src:${sources}`;
    const data = readFileSync(join(dist, woff2)).toString('base64');
    return `src:url(data:font/woff2;base64,${data}) format("woff2")`;
  });
  return cached;
}
