import type { LanguageCode } from './languages';

/**
 * The Noto web font for each Indian script, regular and bold, loaded only when a language that
 * needs it is chosen (issue 3): an English visitor downloads none of them.
 */
const scriptFonts: Partial<Record<LanguageCode, () => Promise<unknown>>> = {
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
  bn: () =>
    Promise.all([
      import('@fontsource/noto-sans-bengali/bengali-400.css'),
      import('@fontsource/noto-sans-bengali/bengali-700.css'),
    ]),
  ta: () =>
    Promise.all([
      import('@fontsource/noto-sans-tamil/tamil-400.css'),
      import('@fontsource/noto-sans-tamil/tamil-700.css'),
    ]),
  te: () =>
    Promise.all([
      import('@fontsource/noto-sans-telugu/telugu-400.css'),
      import('@fontsource/noto-sans-telugu/telugu-700.css'),
    ]),
  kn: () =>
    Promise.all([
      import('@fontsource/noto-sans-kannada/kannada-400.css'),
      import('@fontsource/noto-sans-kannada/kannada-700.css'),
    ]),
  ml: () =>
    Promise.all([
      import('@fontsource/noto-sans-malayalam/malayalam-400.css'),
      import('@fontsource/noto-sans-malayalam/malayalam-700.css'),
    ]),
  gu: () =>
    Promise.all([
      import('@fontsource/noto-sans-gujarati/gujarati-400.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-700.css'),
    ]),
  pa: () =>
    Promise.all([
      import('@fontsource/noto-sans-gurmukhi/gurmukhi-400.css'),
      import('@fontsource/noto-sans-gurmukhi/gurmukhi-700.css'),
    ]),
};
scriptFonts.mr = scriptFonts.hi; // Marathi is written in Devanagari

/** Loads the chosen language's script font; a failure leaves the system font in place. */
export async function loadScriptFont(code: LanguageCode): Promise<void> {
  await scriptFonts[code]?.().catch(() => undefined);
}
