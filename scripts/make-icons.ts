// Renders the app icons (PNG) from web/public/favicon.svg in Debian's Chromium, so the icons
// always match the favicon. Run once after changing the favicon: npx tsx scripts/make-icons.ts
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = fileURLToPath(new URL('../web/public/', import.meta.url));
const BRAND_700 = '#4338ca';

type Icon = {
  file: string;
  size: number;
  /** Full-bleed square in the brand colour with the favicon scaled to this share of it. */
  fullBleedScale?: number;
};

const icons: Icon[] = [
  { file: 'icons/icon-192.png', size: 192 },
  { file: 'icons/icon-512.png', size: 512 },
  // Maskable icons are cropped to a circle of 80 % of the size by some launchers (W3C manifest
  // "safe zone"); the favicon's own rounded square blends into the same-coloured background.
  { file: 'icons/icon-maskable-512.png', size: 512, fullBleedScale: 0.7 },
  // iOS rounds the corners itself and paints transparency black, so this one is opaque.
  { file: 'apple-touch-icon.png', size: 180, fullBleedScale: 0.85 },
];

const svg = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    const scale = icon.fullBleedScale ?? 1;
    const background = icon.fullBleedScale ? BRAND_700 : 'transparent';
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${background}">
        <img src="${source}" width="${icon.size * scale}" height="${icon.size * scale}" alt="">
      </body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: `${publicDir}${icon.file}`, omitBackground: true });
    console.log(`wrote web/public/${icon.file}`);
  }
} finally {
  await browser.close();
}
