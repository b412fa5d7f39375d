export function svgSafetyProblems(svg: string): string[] { void svg; return []; }
