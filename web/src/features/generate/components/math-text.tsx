import { Fragment, useMemo, type ReactNode } from 'react';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { splitMath, textBlocks, type TextBlock } from '@common/math-text';

function renderTex(tex: string, display: boolean): string {
  return katex.renderToString(tex, {
    displayMode: display,
    throwOnError: false,
    output: 'htmlAndMathml',
    trust: false,
    strict: 'ignore',
  });
}

/** Plain text with **bold**; everything else stays literal (React escapes it). */
function renderInline(text: string, key: string): ReactNode[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .map((chunk, i) =>
      /^\*\*[^*]+\*\*$/.test(chunk) ? (
        <strong key={`${key}b${i}`}>{chunk.slice(2, -2)}</strong>
      ) : (
        chunk
      ),
    );
}

function Inline({ text, id }: { text: string; id: string }) {
  return (
    <>
      {splitMath(text).map((piece, i) =>
        piece.kind === 'math' ? (
          <span
            key={i}
            className={piece.display ? 'block overflow-x-auto py-1' : undefined}
            // KaTeX output with trust: false: no links, styles or HTML from the source.
            dangerouslySetInnerHTML={{ __html: renderTex(piece.value, piece.display) }}
          />
        ) : (
          <Fragment key={i}>{renderInline(piece.value, `${id}.${i}`)}</Fragment>
        ),
      )}
    </>
  );
}

/** A Markdown table (header row, separator, body rows), scrolling sideways on a phone. */
function Table({ rows: [head = [], ...rows], id }: { rows: string[][]; id: string }) {
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
                <Inline text={cell} id={`${id}h${i}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={i} className="border border-slate-300 px-2 py-1">
                  <Inline text={cell} id={`${id}r${r}c${i}`} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Question text as it is stored: Markdown paragraphs with LaTeX between $...$, typeset by KaTeX
 * (with MathML for screen readers), and simple Markdown tables. Never throws on a bad formula.
 * `as="span"` keeps it phrasing content, for inside a label.
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
  const asText = (block: TextBlock) =>
    block.kind === 'paragraph' ? block.text : block.rows.map((row) => row.join(' ')).join(' ');
  if (as === 'span')
    return (
      <span className={className}>
        {blocks.map((block, b) => (
          <span key={b} className={b > 0 ? 'mt-2 block' : 'block'}>
            <Inline text={asText(block)} id={String(b)} />
          </span>
        ))}
      </span>
    );
  return (
    <div className={className}>
      {blocks.map((block, b) =>
        block.kind === 'table' ? (
          <Table key={b} rows={block.rows} id={String(b)} />
        ) : (
          <p key={b} className={b > 0 ? 'mt-2' : undefined}>
            <Inline text={block.text} id={String(b)} />
          </p>
        ),
      )}
    </div>
  );
}
