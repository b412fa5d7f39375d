import { Fragment, useMemo, type ReactNode } from 'react';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { splitMath } from '@common/math-text';

function renderTex(tex: string, display: boolean): string {
  return katex.renderToString(tex, {
    displayMode: display,
    throwOnError: false,
    output: 'htmlAndMathml',
    trust: false,
    strict: 'ignore',
  });
}

/** Plain text with **bold** and line breaks; everything else stays literal (React escapes it). */
function renderInline(text: string, key: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/).flatMap((chunk, i) => {
    if (/^\*\*[^*]+\*\*$/.test(chunk))
      return [<strong key={`${key}b${i}`}>{chunk.slice(2, -2)}</strong>];
    return chunk
      .split('\n')
      .flatMap((line, j) => (j === 0 ? [line] : [<br key={`${key}r${i}.${j}`} />, line]));
  });
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

const isTable = (block: string) => block.split('\n').every((line) => /^\s*\|.*\|\s*$/.test(line));
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** A Markdown table (header row, separator, body rows), scrolling sideways on a phone. */
function Table({ block, id }: { block: string; id: string }) {
  const [head, , ...rows] = block.trim().split('\n');
  return (
    // Focusable, so a keyboard can scroll a table wider than the phone (WCAG 2.1.1).
    <div className="my-2 overflow-x-auto" tabIndex={0}>
      <table className="min-w-max border-collapse text-sm">
        <thead>
          <tr>
            {cells(head ?? '').map((cell, i) => (
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
              {cells(row).map((cell, i) => (
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
  const blocks = useMemo(
    () =>
      text
        .trim()
        .split(/\n\s*\n/)
        .map((block) => block.trim()),
    [text],
  );
  if (as === 'span')
    return (
      <span className={className}>
        {blocks.map((block, b) => (
          <span key={b} className={b > 0 ? 'mt-2 block' : 'block'}>
            <Inline text={block} id={String(b)} />
          </span>
        ))}
      </span>
    );
  return (
    <div className={className}>
      {blocks.map((block, b) =>
        isTable(block) ? (
          <Table key={b} block={block} id={String(b)} />
        ) : (
          <p key={b} className={b > 0 ? 'mt-2' : undefined}>
            <Inline text={block} id={String(b)} />
          </p>
        ),
      )}
    </div>
  );
}
