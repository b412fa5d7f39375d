import type { Paper, PaperQuestion, PaperQuestionBody, PaperSection } from '@common/schemas/paper';
import type { PaperPdfKind } from '@common/schemas/paper-pdf';
import { documentHtml, headerHtml, instructionsHtml, studentBoxHtml } from './document-shell';
import { pdfLabels, type PdfLabels } from './labels';
import { escapeHtml, textHtml } from './text-html';

const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'];
const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii'];

/** Consecutive sections with the same letter print under one heading (Section A: MCQ + A-R). */
function groupSections(sections: PaperSection[]) {
  const groups: { id: string; label?: string; parts: PaperSection[] }[] = [];
  for (const section of sections) {
    const last = groups[groups.length - 1];
    if (last && last.id === section.id && last.label === section.label) last.parts.push(section);
    else groups.push({ id: section.id, label: section.label, parts: [section] });
  }
  return groups;
}

/** "Short answer questions, 2 marks each": two sections of one kind read apart by their marks. */
function kindHtml(part: PaperSection, labels: PdfLabels) {
  const bits = [
    labels.sectionKind(labels.kinds[part.style ?? part.type], labels.marksEach(part.marksEach)),
  ];
  if (part.attempt !== undefined) bits.push(labels.attemptAny(part.attempt, part.questions.length));
  return `<div class="kind">${escapeHtml(bits.join(' · '))}</div>`;
}

/** Four short options fit on one line, medium ones in two columns, long ones one per line. */
function optionColumns(options: string[]): number {
  // A formula prints about two thirds as wide as its LaTeX source; it cannot wrap well.
  const visible = (option: string) =>
    option.replace(/\$[^$]*\$/g, (math) => 'x'.repeat(Math.ceil(math.length * 0.7))).length;
  const longest = Math.max(...options.map(visible));
  if (longest <= 13 && options.length === 4) return 4;
  return longest <= 38 ? 2 : 1;
}

function questionBodyHtml(q: PaperQuestionBody, labels: PdfLabels): string {
  const out: string[] = [];
  if (q.stem) out.push(textHtml(q.stem));
  if (q.assertion)
    out.push(
      `<div class="ar"><div><b>${labels.assertion}</b><div>${textHtml(q.assertion)}</div></div>` +
        `<div><b>${labels.reason}</b><div>${textHtml(q.reason ?? '')}</div></div></div>`,
    );
  if (q.passage) out.push(`<div class="passage">${textHtml(q.passage)}</div>`);
  if (q.parts) {
    const parts = q.parts.map(
      (part, i) =>
        `<li class="part"><span class="roman">(${ROMAN[i]})</span><div class="text">${textHtml(part.stem)}</div>` +
        (part.marks !== undefined ? `<span class="part-marks">[${part.marks}]</span>` : '') +
        '</li>',
    );
    out.push(`<ol class="parts">${parts.join('')}</ol>`);
  }
  if (q.options) {
    const columns = q.style === 'assertion-reason' ? 1 : optionColumns(q.options);
    const options = q.options.map(
      (option, i) =>
        `<li class="option"><span class="letter">(${LETTERS[i]})</span><div>${textHtml(option)}</div></li>`,
    );
    out.push(`<ol class="options cols-${columns}">${options.join('')}</ol>`);
  }
  return out.join('');
}

function answerHtml(q: PaperQuestionBody, labels: PdfLabels): string {
  const { answer } = q;
  if (answer.parts) {
    const parts = answer.parts.map(
      (part, i) =>
        `<li class="part"><span class="roman">(${ROMAN[i]})</span><div class="text">` +
        `<div class="answer-line">${textHtml(part.answer)}</div>` +
        `<div class="solution">${textHtml(part.solution)}</div></div>` +
        (q.parts?.[i]?.marks !== undefined
          ? `<span class="part-marks">[${q.parts[i]!.marks}]</span>`
          : '') +
        '</li>',
    );
    return `<ol class="parts">${parts.join('')}</ol>`;
  }
  const letter = answer.optionIndex !== undefined ? `(${LETTERS[answer.optionIndex]}) ` : '';
  return (
    `<div class="answer-line">${leading(`<span class="label">${labels.answer}</span> ${letter}`, textHtml(answer.text))}</div>` +
    `<div class="solution">${leading(`<span class="label">${labels.solution}</span> `, textHtml(answer.solution))}</div>`
  );
}

/** Puts a label at the start of the first paragraph, on the same line as the text. */
function leading(label: string, html: string): string {
  return html.startsWith('<p>') ? `<p>${label}${html.slice(3)}` : `<p>${label}</p>${html}`;
}

/**
 * One numbered question. It moves whole to the next page when it does not fit where it is (it
 * splits only when it is longer than a page); its "OR" travels with the alternative it introduces,
 * so a page never ends with "OR" (issue 12).
 */
function questionHtml(
  q: PaperQuestion,
  labels: PdfLabels,
  body: (q: PaperQuestionBody, labels: PdfLabels) => string,
): string {
  const alternative = q.or
    ? `<div class="alt"><div class="or">${labels.or}</div>${body(q.or, labels)}</div>`
    : '';
  return `<li class="q"><div class="q-num">${q.number}.</div><div class="q-body"><div class="main">${body(q, labels)}</div>${alternative}</div><div class="q-marks">${labels.marks(q.marks)}</div></li>`;
}

function sectionsHtml(
  paper: Paper,
  labels: PdfLabels,
  body: (q: PaperQuestionBody, labels: PdfLabels) => string,
): string {
  return groupSections(paper.sections)
    .map((group) => {
      const title = labels.section(group.id) + (group.label ? ` · ${group.label}` : '');
      // Each part's kind and marks head its own questions (the A-R ones follow the MCQs).
      const parts = group.parts.map((part, i) => {
        const [first, ...rest] = part.questions.map((q) => questionHtml(q, labels, body));
        const head =
          i === 0
            ? `<h2>${escapeHtml(title)}</h2>${kindHtml(part, labels)}`
            : kindHtml(part, labels);
        // A heading never ends a page: it travels with its first question.
        const kept = `<div class="keep"><div class="section-head">${head}</div><ol class="questions">${first ?? ''}</ol></div>`;
        return `${kept}<ol class="questions">${rest.join('')}</ol>`;
      });
      return `<section>${parts.join('')}</section>`;
    })
    .join('');
}

/** "1. (a)  2. (c) ...": the MCQ key at a glance, for quick marking. */
function keyGridHtml(paper: Paper): string {
  const cells = paper.sections
    .flatMap((section) => section.questions)
    .filter((q) => q.answer.optionIndex !== undefined)
    .map((q) => {
      const letters = [q, q.or]
        .filter((body): body is PaperQuestionBody => body?.answer.optionIndex !== undefined)
        .map((body) => `(${LETTERS[body.answer.optionIndex!]})`);
      return `<span><b>${q.number}.</b>${letters.join(' / ')}</span>`;
    });
  return cells.length > 0 ? `<div class="key-grid">${cells.join('')}</div>` : '';
}

/**
 * The printable HTML of a paper (kind "paper") or of its answer key and marking scheme
 * (kind "answers"), in the paper's language.
 */
export function paperHtml({ paper, kind }: { paper: Paper; kind: PaperPdfKind }): string {
  const labels = pdfLabels(paper.language);
  const body =
    kind === 'paper'
      ? headerHtml(paper, labels) +
        studentBoxHtml(labels) +
        instructionsHtml(paper, labels) +
        sectionsHtml(paper, labels, questionBodyHtml)
      : headerHtml(paper, labels, labels.markingScheme) +
        keyGridHtml(paper) +
        sectionsHtml(paper, labels, answerHtml);
  const title = kind === 'paper' ? paper.title : `${paper.title}: ${labels.answerKey}`;
  return documentHtml({ labels, title, body });
}
