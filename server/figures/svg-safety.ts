/**
 * The rules a hand-drawn SVG in content/figures must keep to be inlined into a page and a PDF:
 * plain shapes and text only. No scripts, links, images, styles, ids or classes (several figures
 * share one page), no entities or references in attributes; a viewBox so that it scales. The
 * file is read by a small scanner that accepts only what it understands: a tag it cannot read to
 * the end, an unquoted attribute or a stray angle bracket is refused, never guessed at.
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

type Tag = { closing: boolean; name: string; attributes: [string, string][] };

/** Reads the file's tags in order, or says where it stops making sense. */
function scan(svg: string): { tags: Tag[]; problem?: string } {
  const tags: Tag[] = [];
  const body = svg.replace(/^\s*<\?xml[^<>]*\?>/, '').replace(/<!--[\s\S]*?-->/g, '');
  let i = 0;
  const fail = (problem: string) => ({ tags, problem });
  while (i < body.length) {
    const open = body.indexOf('<', i);
    const text = body.slice(i, open === -1 ? body.length : open);
    if (text.includes('>')) return fail('a stray ">" outside a tag');
    if (open === -1) break;
    i = open + 1;
    if (body[i] === '!' || body[i] === '?')
      return fail('no DOCTYPE, ENTITY, CDATA or processing instruction');
    const closing = body[i] === '/';
    if (closing) i += 1;
    const name = /^[A-Za-z][\w:.-]*/.exec(body.slice(i))?.[0];
    if (!name) return fail('a "<" that does not start a tag');
    i += name.length;
    const attributes: [string, string][] = [];
    for (;;) {
      while (/\s/.test(body[i] ?? '')) i += 1;
      if (body.startsWith('/>', i)) {
        i += 2;
        break;
      }
      if (body[i] === '>') {
        i += 1;
        break;
      }
      const attribute = /^([A-Za-z_:][\w:.-]*)\s*=\s*(["'])/.exec(body.slice(i));
      if (!attribute) return fail(`an attribute of <${name}> that is not name="value"`);
      i += attribute[0].length;
      const end = body.indexOf(attribute[2]!, i);
      if (end === -1) return fail(`an unclosed attribute value on <${name}>`);
      attributes.push([attribute[1]!, body.slice(i, end)]);
      i = end + 1;
    }
    tags.push({ closing, name, attributes });
  }
  return { tags };
}

export function svgSafetyProblems(svg: string): string[] {
  const { tags, problem } = scan(svg);
  const problems: string[] = problem ? [problem] : [];
  for (const { closing, name, attributes } of tags) {
    if (!ELEMENTS.has(name)) problems.push(`the element <${name}> is not allowed`);
    if (closing) continue;
    for (const [attribute, value] of attributes) {
      if (!ATTRIBUTES.has(attribute))
        problems.push(`the attribute ${attribute} on <${name}> is not allowed`);
      // No markup, entity or reference inside a value: "&#117;rl(" is url( too.
      if (/[<>&]|url\(|javascript:|expression\(|@import/i.test(value))
        problems.push(`the value of ${attribute} on <${name}> refers outside the figure`);
    }
  }
  const root = tags[0];
  if (!root || root.name !== 'svg' || root.closing)
    problems.push('the file does not start with an <svg> element');
  else if (!root.attributes.some(([attribute]) => attribute === 'viewBox'))
    problems.push('the <svg> element has no viewBox');
  return [...new Set(problems)];
}

/** A checked file's markup, ready to inline: no prolog or comments, sized by its container. */
export function inlineSvgFile(svg: string, alt: string): string {
  const body = svg
    .replace(/^\s*<\?xml[^<>]*\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  return body.replace(/<svg\b([^>]*)>/, (_, attributes: string) => {
    const kept = attributes.replace(/\s(width|height)\s*=\s*("[^"]*"|'[^']*')/g, '');
    return `<svg${kept} role="img" aria-label="${alt.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}">`;
  });
}
