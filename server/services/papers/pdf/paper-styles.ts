/** The print stylesheet of a paper and its answer key: A4, like a board's printed paper. */
export const paperCss = `
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body {
  margin: 0;
  font-family: 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Tamil', 'Noto Sans Bengali',
    'Noto Sans Telugu', 'Noto Sans Kannada', 'Noto Sans Malayalam', 'Noto Sans Gujarati',
    'Noto Sans Gurmukhi', 'Noto Sans Symbols', 'Noto Sans Math', sans-serif;
  font-size: 10.5pt;
  line-height: 1.45;
  color: #111;
}
p { margin: 0; }
p + p, p + .md-table, .md-table + p { margin-top: 4pt; }
.katex { font-size: 1.08em; }
.math-display { margin: 3pt 0; text-align: center; }
.md-table { border-collapse: collapse; margin: 4pt 0; font-size: 0.95em; }
.md-table th, .md-table td { border: 0.6pt solid #555; padding: 2pt 6pt; text-align: left; }
.md-table th { font-weight: 600; background: #f1f1f1; }

.paper-head { text-align: center; border-bottom: 1.2pt solid #111; padding-bottom: 6pt; }
.paper-head .school { font-size: 15pt; font-weight: 700; line-height: 1.25; }
.paper-head .exam { font-size: 11.5pt; font-weight: 600; margin-top: 1pt; }
.paper-head .school + .board, .paper-head .exam + .board { margin-top: 3pt; }
.paper-head .board { font-size: 10pt; font-weight: 600; letter-spacing: 0.3pt; }
.paper-head h1 { font-size: 15pt; margin: 3pt 0 1pt; line-height: 1.3; }
.paper-head .sub { font-size: 10.5pt; }
.paper-head .doc-kind { font-size: 12pt; font-weight: 700; margin-top: 3pt; }
.meta-row { display: flex; justify-content: space-between; margin-top: 8pt; font-size: 10pt; font-weight: 600; }
.meta-row span span { font-weight: 400; }

.student-box { width: 100%; border-collapse: collapse; margin-top: 8pt; font-size: 10pt; }
.student-box td { border: 0.8pt solid #333; padding: 4pt 6pt 14pt; font-weight: 600; vertical-align: top; width: 25%; }
.student-box td.wide { width: 50%; }

.instructions { margin-top: 8pt; font-size: 9.5pt; }
.instructions h2 { font-size: 10.5pt; margin: 0 0 2pt; }
.instructions ol { margin: 0; padding-left: 16pt; }

.section-head { margin-top: 12pt; text-align: center; }
.keep { break-inside: avoid; }
.nobr { white-space: nowrap; }
.section-head h2 { font-size: 12pt; margin: 0; }
.section-head .kind { font-size: 9.5pt; color: #333; font-style: italic; }

.questions { list-style: none; margin: 0; padding: 0; }
.q { display: flex; gap: 6pt; padding: 5pt 0; break-inside: avoid; }
/* A question longer than a page splits, but never between "OR" and its alternative, nor
   between a case's passage and its parts (issue 12). */
.alt, .part, .option { break-inside: avoid; }
.or, .passage { break-after: avoid; }
.q-num { width: 22pt; flex: none; font-weight: 700; text-align: right; }
.q-body { flex: 1; min-width: 0; }
.q-marks { width: 24pt; flex: none; text-align: right; font-weight: 600; white-space: nowrap; }

.options { display: grid; gap: 1pt 12pt; margin-top: 3pt; }
.options.cols-4 { grid-template-columns: repeat(4, 1fr); }
.options.cols-2 { grid-template-columns: 1fr 1fr; }
.options.cols-1 { grid-template-columns: 1fr; }
.option { display: flex; gap: 4pt; }
.option .letter, .part .roman { flex: none; }
.ar div { display: flex; gap: 4pt; }
.ar b, .label { flex: none; font-weight: 700; }
.passage { margin: 2pt 0 4pt; text-align: justify; }
.figure { margin: 4pt 0; max-width: 100%; break-inside: avoid; }
.figure > svg { display: block; width: 100%; height: auto; }
.sources { margin-top: 12pt; font-size: 8.5pt; color: #333; }
.sources h3 { font-size: 9pt; margin: 0 0 2pt; }
.part-or { margin: 2pt 0; font-weight: 700; letter-spacing: 0.1em; font-size: 9pt; }
.parts { list-style: none; margin: 3pt 0 0; padding: 0; }
.part { display: flex; gap: 4pt; margin-top: 2pt; }
.part .text { flex: 1; }
.part .part-marks { flex: none; width: 20pt; text-align: right; color: #333; }
.or { text-align: center; font-weight: 700; margin: 5pt 0; }

.key-grid { display: grid; grid-template-columns: repeat(6, 1fr); gap: 2pt 8pt; margin-top: 6pt; font-size: 10pt; }
.key-grid span b { display: inline-block; min-width: 16pt; text-align: right; margin-right: 3pt; }
.answer-line { font-weight: 600; }
.solution { margin-top: 2pt; }
.alt { margin-top: 3pt; }
`;
