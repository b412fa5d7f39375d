import { Fragment, useMemo } from 'react';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { textBlocks, type TextBlock } from '@common/math-text';
import { inlineRuns, keepsWhole } from '@common/paper-layout/inline-text';

function renderTex(tex: string, display: boolean): string {
  return katex.renderToString(tex, {
    displayMode: display,
    throwOnError: false,
    output: 'htmlAndMathml',
    trust: false,
    strict: 'ignore',
  });
}

/** One formula: KaTeX output with trust: false, so no links, styles or HTML from the source. */
function Tex({ tex, display }: { tex: string; display: boolean }) {
  const html = useMemo(() => renderTex(tex, display), [tex, display]);
  return (
    <span
      className={display ? 'block overflow-x-auto py-1' : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A paragraph's runs (common/paper-layout/inline-text): text, **bold** and formulas. */
function Inline({ text }: { text: string }) {
  const runs = useMemo(() => inlineRuns(text), [text]);
  return (
    <>
      {runs.map((run, i) => {
        if (run.kind === 'text')
          return run.bold ? (
            <strong key={i}>{run.text}</strong>
          ) : (
            <Fragment key={i}>{run.text}</Fragment>
          );
        if (!run.after) return <Tex key={i} tex={run.tex} display={run.display} />;
        // A long formula stays free to break at its = and + signs on a phone.
        if (!keepsWhole(run.tex))
          return (
            <Fragment key={i}>
              <Tex tex={run.tex} display={false} />
              {run.after}
            </Fragment>
          );
        // A full stop or comma right after a short formula stays on its line, as in the PDF.
        return (
          <span key={i} className="whitespace-nowrap">
            <Tex tex={run.tex} display={false} />
            {run.after}
          </span>
        );
      })}
    </>
  );
}

/** A Markdown table (header row, separator, body rows), scrolling sideways on a phone. */
function Table({ rows: [head = [], ...rows] }: { rows: string[][] }) {
  return (
    // Focusable, so a keyboard can scroll a table wider than the phone (WCAG 2.1.1).
    <div className="my-2 overflow-x-auto" tabIndex={0}>
      <table className="min-w-max border-collapse text-sm">
        <thead>
          <tr>
            {head.map((cell, i) => (
              <th
                key={i}
                className="border border-slate-300 bg-slate-50 px-2 py-1 text-left font-semibold"
              >
                <Inline text={cell} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={i} className="border border-slate-300 px-2 py-1">
                  <Inline text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A block as one line of text, for inside a label: a table's cells one after another. */
const asText = (block: TextBlock) =>
  block.kind === 'paragraph' ? block.text : block.rows.map((row) => row.join(' ')).join(' ');

/**
 * Question text as it is stored: Markdown paragraphs with LaTeX between $...$, typeset by KaTeX
 * (with MathML for screen readers), and simple Markdown tables, by the rules the PDF follows
 * (common/math-text, common/paper-layout). Never throws on a bad formula. `as="span"` keeps it
 * phrasing content, for inside a label.
 */
export function MathText({
  text,
  className,
  as = 'div',
}: {
  text: string;
  className?: string;
  as?: 'div' | 'span';
}) {
  const blocks = useMemo(() => textBlocks(text), [text]);
  if (as === 'span')
    return (
      <span className={className}>
        {blocks.map((block, b) => (
          <span key={b} className={b > 0 ? 'mt-2 block' : 'block'}>
            <Inline text={asText(block)} />
          </span>
        ))}
      </span>
    );
  return (
    <div className={className}>
      {blocks.map((block, b) =>
        block.kind === 'table' ? (
          <Table key={b} rows={block.rows} />
        ) : (
          <p key={b} className={b > 0 ? 'mt-2' : undefined}>
            <Inline text={block.text} />
          </p>
        ),
      )}
    </div>
  );
}
