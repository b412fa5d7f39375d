/**
 * The rules a hand-drawn SVG in content/figures must keep to be inlined into a page and a PDF:
 * plain shapes and text only. No scripts, links, images, styles, ids or classes (several figures
 * share one page), no entities; a viewBox so that it scales.
 */
const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'line',
  'polyline',
  'polygon',
  'circle',
  'ellipse',
  'rect',
  'text',
  'tspan',
  'title',
  'desc',
]);
const ATTRIBUTES = new Set([
  'xmlns',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'dx',
  'dy',
  'preserveAspectRatio',
  'version',
]);

const TAG = /<\s*(\/?)\s*([A-Za-z][\w:.-]*)([^>]*?)(\/?)\s*>/g;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)\s*=\s*("([^"]*)"|'([^']*)')/g;

export function svgSafetyProblems(svg: string): string[] {
  const problems: string[] = [];
  const body = svg.replace(/^\s*<\?xml[^>]*\?>/, '').replace(/<!--[\s\S]*?-->/g, '');
  if (/<!DOCTYPE|<!ENTITY|<!\[CDATA\[/i.test(body)) problems.push('no DOCTYPE, ENTITY or CDATA');
  const outside = body.replace(TAG, '').replace(/[^<]*/g, '');
  if (outside.includes('<')) problems.push('markup that is not a plain tag');
  let root: string | undefined;
  for (const [, closing, name, attributes] of body.matchAll(TAG)) {
    if (!ELEMENTS.has(name!)) problems.push(`the element <${name}> is not allowed`);
    if (closing) continue;
    root ??= name;
    for (const [, attribute, , double, single] of attributes!.matchAll(ATTRIBUTE)) {
      const value = double ?? single ?? '';
      if (!ATTRIBUTES.has(attribute!))
        problems.push(`the attribute ${attribute} on <${name}> is not allowed`);
      if (/url\(|javascript:|expression\(|@import/i.test(value))
        problems.push(`the value of ${attribute} on <${name}> refers outside the figure`);
    }
  }
  if (root !== 'svg') problems.push('the file does not start with an <svg> element');
  else if (!/^[^>]*\sviewBox\s*=/.test(body.slice(body.indexOf('<svg'))))
    problems.push('the <svg> element has no viewBox');
  return [...new Set(problems)];
}

/** A checked file's markup, ready to inline: no prolog or comments, sized by its container. */
export function inlineSvgFile(svg: string, alt: string): string {
  const body = svg
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  return body.replace(/<svg\b([^>]*)>/, (_, attributes: string) => {
    const kept = attributes.replace(/\s(width|height)\s*=\s*("[^"]*"|'[^']*')/g, '');
    return `<svg${kept} role="img" aria-label="${alt.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}">`;
  });
}
