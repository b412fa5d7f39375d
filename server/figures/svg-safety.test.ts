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
      'no DOCTYPE, ENTITY, CDATA or processing instruction',
    );
  });

  it('refuses what a loose reading would let through: unquoted values, ">" in a value, references', () => {
    const bad = (markup: string) => svgSafetyProblems(ok.replace('<line', `${markup}<line`));
    expect(bad('<rect onclick=alert(1) width=9/>')).toContain(
      'an attribute of <rect> that is not name="value"',
    );
    expect(bad('<rect x="a>" onmouseover="x()"/>')).toEqual(
      expect.arrayContaining(['the attribute onmouseover on <rect> is not allowed']),
    );
    expect(bad('<rect fill="&#117;rl(http://169.254.169.254/x#a)"/>')).toContain(
      'the value of fill on <rect> refers outside the figure',
    );
    expect(bad('<rect style="position:fixed"/>')).toContain(
      'the attribute style on <rect> is not allowed',
    );
    expect(svgSafetyProblems(`${ok}>`)).toContain('a stray ">" outside a tag');
  });

  it('inlines a checked file sized by its container, named by its alt text', () => {
    const inline = inlineSvgFile(`<?xml version="1.0"?>${ok}`, 'A "cell"');
    expect(inline.startsWith('<svg')).toBe(true);
    expect(inline).not.toContain('width="200"');
    expect(inline).toContain('role="img" aria-label="A &quot;cell&quot;"');
  });
});
