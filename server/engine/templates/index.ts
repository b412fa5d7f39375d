import type { AnyTemplate } from '../template';
import apNthTerm from './ap-nth-term';
import linearEquationBothSides from './linear-equation-both-sides';

/** Every parametric template, in a fixed order. Add new templates here. */
export const templates: readonly AnyTemplate[] = [apNthTerm, linearEquationBothSides];
