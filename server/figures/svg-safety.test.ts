import { describe, expect, it } from 'vitest';
import { inlineSvgFile, svgSafetyProblems } from './svg-safety';

const ok =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" width="200"><line x1="0" y1="0" x2="10" y2="10" stroke="#000"/><text x="5" y="5">A</text></svg>';

describe('hand-drawn SVG files (content/figures)', () => {
  it('takes plain shapes and text', () => {
    expect(svgSafetyProblems(`<?xml version="1.0"?>\n<!-- a cell -->\n${ok}`)).toEqual([]);
  });

  it('refuses scripts, event handlers, links, styles, ids and a missing viewBox', () => {
    expect(svgSafetyProblems(ok.replace('<line', '<script>alert(1)</script><line'))).toContain(
      'the element <script> is not allowed',
    );
    expect(svgSafetyProblems(ok.replace('<line', '<line onclick="x()"'))).toContain(
      'the attribute onclick on <line> is not allowed',
    );
    expect(
      svgSafetyProblems(
        ok.replace('<line', '<a href="https://x.org"><line').replace('</svg>', '</a></svg>'),
      ),
    ).toContain('the element <a> is not allowed');
    expect(svgSafetyProblems(ok.replace('stroke="#000"', 'fill="url(#g)"'))).toContain(
      'the value of fill on <line> refers outside the figure',
    );
    expect(svgSafetyProblems(ok.replace('<line', '<line id="x"'))).toContain(
      'the attribute id on <line> is not allowed',
    );
    expect(svgSafetyProblems(ok.replace(' viewBox="0 0 100 50"', ''))).toContain(
      'the <svg> element has no viewBox',
    );
    expect(svgSafetyProblems(`<!DOCTYPE svg [<!ENTITY x "y">]>${ok}`)).toContain(
      'no DOCTYPE, ENTITY or CDATA',
    );
  });

  it('inlines a checked file sized by its container, named by its alt text', () => {
    const inline = inlineSvgFile(`<?xml version="1.0"?>${ok}`, 'A "cell"');
    expect(inline.startsWith('<svg')).toBe(true);
    expect(inline).not.toContain('width="200"');
    expect(inline).toContain('role="img" aria-label="A &quot;cell&quot;"');
  });
});
