import type { Paper, PaperQuestion, PaperQuestionBody, PaperSection } from '@common/schemas/paper';
import type { PaperPdfKind } from '@common/schemas/paper-pdf';
import { marksLabel, optionLabel, partLabel, questionLabel } from '@common/paper-layout/numbering';
import { FIGURE_WIDTH } from '@common/paper-layout/figure-size';
import { optionColumns } from '@common/paper-layout/option-columns';
import type { RenderedFigure } from '@common/schemas/figure';
import { paperWords, type PaperWords } from '@common/paper-layout/paper-words';
import { groupSections, sectionKindText, sectionTitle } from '@common/paper-layout/sections';
import { documentHtml, headerHtml, instructionsHtml, studentBoxHtml } from './document-shell';
import { escapeHtml, textHtml } from './text-html';
import { paperBodies } from '../../../engine/paper-bodies';

/** "Short answer questions, 2 marks each": two sections of one kind read apart by their marks. */
const kindHtml = (part: PaperSection, words: PaperWords) =>
  `<div class="kind">${escapeHtml(sectionKindText(part, words))}</div>`;

/** A part's marks at its right, when the paper prints them. */
const partMarksHtml = (marks: number | undefined) =>
  marks !== undefined ? `<span class="part-marks">${marksLabel(marks)}</span>` : '';

/** A figure as vector SVG at its print width (the markup is the server's own, checked). */
const figureHtml = (figure: RenderedFigure | null | undefined) =>
  figure
    ? `<figure class="figure" style="width:${FIGURE_WIDTH[figure.size]}">${figure.svg}</figure>`
    : '';

/** "OR" and the other sub-question, inside a case study's part. */
const partOrHtml = (text: string | undefined, words: PaperWords) =>
  text ? `<div class="part-or">${words.or}</div>${textHtml(text)}` : '';

function questionBodyHtml(q: PaperQuestionBody, words: PaperWords): string {
  const out: string[] = [];
  if (q.stem) out.push(textHtml(q.stem));
  if (q.assertion)
    out.push(
      `<div class="ar"><div><b>${words.assertion}</b><div>${textHtml(q.assertion)}</div></div>` +
        `<div><b>${words.reason}</b><div>${textHtml(q.reason ?? '')}</div></div></div>`,
    );
  if (q.passage) out.push(`<div class="passage">${textHtml(q.passage)}</div>`);
  out.push(figureHtml(q.figure));
  if (q.parts) {
    const parts = q.parts.map(
      (part, i) =>
        `<li class="part"><span class="roman">${partLabel(i)}</span><div class="text">${textHtml(part.stem)}` +
        `${figureHtml(part.figure)}${partOrHtml(part.or?.stem, words)}</div>` +
        partMarksHtml(part.marks) +
        '</li>',
    );
    out.push(`<ol class="parts">${parts.join('')}</ol>`);
  }
  if (q.options) {
    const columns = optionColumns({
      style: q.style,
      optionFigures: q.optionFigures,
      options: q.options,
    });
    const options = q.options.map(
      (option, i) =>
        `<li class="option"><span class="letter">${optionLabel(i)}</span><div>${textHtml(option)}` +
        `${figureHtml(q.optionFigures?.[i])}</div></li>`,
    );
    out.push(`<ol class="options cols-${columns}">${options.join('')}</ol>`);
  }
  return out.join('');
}

function answerHtml(q: PaperQuestionBody, words: PaperWords): string {
  const { answer } = q;
  if (answer.parts) {
    const parts = answer.parts.map(
      (part, i) =>
        `<li class="part"><span class="roman">${partLabel(i)}</span><div class="text">` +
        `<div class="answer-line">${textHtml(part.answer)}</div>` +
        `<div class="solution">${textHtml(part.solution)}</div>` +
        (part.or
          ? `<div class="part-or">${words.or}</div><div class="answer-line">${textHtml(part.or.answer)}</div>` +
            `<div class="solution">${textHtml(part.or.solution)}</div>`
          : '') +
        '</div>' +
        partMarksHtml(q.parts?.[i]?.marks) +
        '</li>',
    );
    return `<ol class="parts">${parts.join('')}</ol>${figureHtml(answer.figure)}`;
  }
  const letter = answer.optionIndex !== undefined ? `${optionLabel(answer.optionIndex)} ` : '';
  return (
    `<div class="answer-line">${leading(`<span class="label">${words.answer}</span> ${letter}`, textHtml(answer.text))}</div>` +
    `<div class="solution">${leading(`<span class="label">${words.solution}</span> `, textHtml(answer.solution))}</div>` +
    figureHtml(answer.figure)
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
  words: PaperWords,
  body: (q: PaperQuestionBody, words: PaperWords) => string,
): string {
  const alternative = q.or
    ? `<div class="alt"><div class="or">${words.or}</div>${body(q.or, words)}</div>`
    : '';
  return `<li class="q"><div class="q-num">${questionLabel(q.number)}</div><div class="q-body"><div class="main">${body(q, words)}</div>${alternative}</div><div class="q-marks">${marksLabel(q.marks)}</div></li>`;
}

function sectionsHtml(
  paper: Paper,
  words: PaperWords,
  body: (q: PaperQuestionBody, words: PaperWords) => string,
): string {
  return groupSections(paper.sections)
    .map((group) => {
      const title = sectionTitle(group, words);
      // Each part's kind and marks head its own questions (the A-R ones follow the MCQs).
      const parts = group.parts.map((part, i) => {
        const [first, ...rest] = part.questions.map((q) => questionHtml(q, words, body));
        const head =
          i === 0 ? `<h2>${escapeHtml(title)}</h2>${kindHtml(part, words)}` : kindHtml(part, words);
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
        .map((body) => optionLabel(body.answer.optionIndex!));
      return `<span><b>${questionLabel(q.number)}</b>${letters.join(' / ')}</span>`;
    });
  return cells.length > 0 ? `<div class="key-grid">${cells.join('')}</div>` : '';
}

/**
 * The printable HTML of a paper (kind "paper") or of its answer key and marking scheme
 * (kind "answers"), in the paper's language.
 */
/** The credit lines the licences of adapted questions ask for, once each. */
function sourcesHtml(paper: Paper, words: PaperWords): string {
  const lines = new Set(
    paperBodies(paper.sections).flatMap((q) => (q.attribution ? [q.attribution] : [])),
  );
  if (lines.size === 0) return '';
  const items = [...lines].map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  return `<section class="sources"><h3>${words.sources}</h3><ul>${items}</ul></section>`;
}

export function paperHtml({ paper, kind }: { paper: Paper; kind: PaperPdfKind }): string {
  const words = paperWords(paper.language);
  const body =
    kind === 'paper'
      ? headerHtml(paper, words) +
        studentBoxHtml(words) +
        instructionsHtml(paper, words) +
        sectionsHtml(paper, words, questionBodyHtml)
      : headerHtml(paper, words, words.markingScheme) +
        keyGridHtml(paper) +
        sectionsHtml(paper, words, answerHtml);
  const title = kind === 'paper' ? paper.title : `${paper.title}: ${words.answerKey}`;
  return documentHtml({ words, title, body: body + sourcesHtml(paper, words) });
}
