import { fileURLToPath } from 'node:url';

/** Where the curriculum catalog and the question bank live (content/ at the repository root). */
export const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));
export const CATALOG_DIR = `${CONTENT_DIR}/catalog`;
export const QUESTIONS_DIR = `${CONTENT_DIR}/questions`;
export const FIGURES_DIR = `${CONTENT_DIR}/figures`;
