import {
  DEFAULT_COUNTS,
  DEFAULT_MARKS,
  type PaperCounts,
  type PaperMarks,
} from '@common/paper-marks';
import type { CreatePaperInput, PaperDifficulty } from '@common/schemas/paper';

export type DurationUnit = 'minutes' | 'hours';

/**
 * Everything the generate form holds. The choices (scope, chapters, composition, options) are
 * remembered in the browser between visits; what belongs to one paper is not (PER_PAPER).
 */
export type GenerateFormState = {
  country: string;
  curriculum: string;
  classId: string;
  subject: string;
  chapters: string[];
  preset: string;
  counts: PaperCounts;
  marks: PaperMarks;
  difficulty: PaperDifficulty;
  /** In `durationUnit`; null for the default: the pattern's duration, else the board's. */
  duration: number | null;
  durationUnit: DurationUnit;
  title: string;
  /**
   * Printed at the top of the paper; undefined until typed here, when the names the server kept
   * from the user's last paper apply (issue 12). Not kept in the browser: the server keeps them.
   */
  schoolName?: string;
  examName?: string;
  internalChoice: boolean;
  language: 'en' | 'hi';
  /** General instructions, one per line; empty for the standard ones. */
  instructions: string;
  /** The code of an earlier paper, to get the same paper again; empty for a new one. */
  paperCode: string;
};

export const GENERATE_FORM_STORAGE_KEY = 'generate-form';

export const initialFormState: GenerateFormState = {
  country: 'in',
  curriculum: 'in-cbse',
  classId: '10',
  subject: '',
  chapters: [],
  preset: '',
  counts: DEFAULT_COUNTS,
  marks: DEFAULT_MARKS,
  difficulty: 'mixed',
  duration: null,
  durationUnit: 'minutes',
  title: '',
  internalChoice: false,
  language: 'en',
  instructions: '',
  paperCode: '',
};

/** The choices that depend on each level of the picker: a change clears what hangs below it. */
export function choose(
  state: GenerateFormState,
  level: 'country' | 'curriculum' | 'classId' | 'subject',
  value: string,
): GenerateFormState {
  const next = { ...state, [level]: value };
  if (level === 'country') Object.assign(next, { curriculum: '', classId: '' });
  if (level === 'country' || level === 'curriculum') next.classId = '';
  if (level !== 'subject') next.subject = '';
  return { ...next, chapters: [], preset: '' };
}

export const instructionLines = (state: GenerateFormState) =>
  state.instructions
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The duration typed, in minutes; null when the default applies. */
export const durationMinutes = (state: GenerateFormState) =>
  state.duration === null
    ? null
    : Math.round(state.durationUnit === 'hours' ? state.duration * 60 : state.duration);

/**
 * What one paper's own: its title, duration and code. A new paper starts without them, from the
 * board's defaults, rather than silently carrying an earlier paper's (issue 12).
 */
export const PER_PAPER = {
  title: '',
  duration: null,
  durationUnit: 'minutes',
  paperCode: '',
} as const satisfies Partial<GenerateFormState>;

/** The form for the next paper: the same choices, none of the last paper's own fields. */
export const forNextPaper = (state: GenerateFormState): GenerateFormState => ({
  ...state,
  ...PER_PAPER,
});

/** The POST /api/papers body for the form. */
export function toRequest(state: GenerateFormState): CreatePaperInput {
  const scope = {
    country: state.country,
    curriculum: state.curriculum,
    class: Number(state.classId),
    subject: state.subject,
    chapters: state.chapters,
    difficulty: state.difficulty,
    internalChoice: state.internalChoice,
    language: state.language,
    ...(state.duration !== null ? { durationMinutes: durationMinutes(state)! } : {}),
    ...(state.title.trim() ? { title: state.title.trim() } : {}),
    ...(state.schoolName !== undefined ? { schoolName: state.schoolName.trim() } : {}),
    ...(state.examName !== undefined ? { examName: state.examName.trim() } : {}),
    ...(instructionLines(state).length > 0 ? { instructions: instructionLines(state) } : {}),
    ...(state.paperCode.trim() ? { seed: Number(state.paperCode.trim()) } : {}),
  };
  if (state.preset) return { ...scope, preset: state.preset };
  return { ...scope, counts: state.counts, marks: state.marks };
}

export function loadFormState(): GenerateFormState {
  try {
    const stored = JSON.parse(localStorage.getItem(GENERATE_FORM_STORAGE_KEY) ?? 'null');
    return stored && typeof stored === 'object'
      ? forNextPaper({ ...initialFormState, ...stored })
      : initialFormState;
  } catch {
    return initialFormState;
  }
}

/** Remembers the choices, without the paper's own fields or the header the server keeps. */
export function saveFormState(state: GenerateFormState): void {
  const { schoolName: _school, examName: _exam, ...choices } = forNextPaper(state);
  localStorage.setItem(GENERATE_FORM_STORAGE_KEY, JSON.stringify(choices));
}
