import {
  DEFAULT_COUNTS,
  DEFAULT_DURATION_MINUTES,
  DEFAULT_MARKS,
  type PaperCounts,
  type PaperMarks,
} from '@common/paper-marks';
import type { CreatePaperInput, PaperDifficulty } from '@common/schemas/paper';

export type DurationUnit = 'minutes' | 'hours';

/** Everything the generate form holds; remembered in the browser between visits. */
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
  duration: number;
  durationUnit: DurationUnit;
  title: string;
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
  duration: DEFAULT_DURATION_MINUTES,
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

export const durationMinutes = (state: GenerateFormState) =>
  Math.round(state.durationUnit === 'hours' ? state.duration * 60 : state.duration);

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
    durationMinutes: durationMinutes(state),
    ...(state.title.trim() ? { title: state.title.trim() } : {}),
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
      ? { ...initialFormState, ...stored }
      : initialFormState;
  } catch {
    return initialFormState;
  }
}

export function saveFormState(state: GenerateFormState): void {
  localStorage.setItem(GENERATE_FORM_STORAGE_KEY, JSON.stringify(state));
}
