/**
 * The bank's quality gates (issue 14), beyond the schema: what an examiner's audit found and a
 * loader can check. Each returns problems naming the question; readBank adds the file.
 */
export { difficultySpread, LEAST_SHARE } from './difficulty-spread';
export { englishInHindi, hindiMisspellings } from './hindi-text';
export { NEAR_DUPLICATE, nearDuplicates, singular } from './near-duplicates';
export { optionValue, sameValueOptions } from './options-by-value';
export { doubledQuotes } from './typography';
