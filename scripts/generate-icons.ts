/**
 * Renders the PWA icons (192, 512 and a maskable 512) from one SVG with Chromium.
 * Run once after changing the mark: npx tsx scripts/generate-icons.ts
 */
import { chromium } from 'playwright-core';

const mark = (size: number, padding: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="${padding ? 0 : 22}" fill="#0b5fa5"/>
  <g transform="translate(${padding} ${padding}) scale(${(100 - 2 * padding) / 100})">
    <circle cx="50" cy="47" r="24" fill="none" stroke="#fff" stroke-width="10"/>
    <path d="M58 58 L74 76" stroke="#13a89e" stroke-width="11" stroke-linecap="round"/>
  </g>
</svg>`;

const icons = [
  { file: 'public/icons/icon-192.png', size: 192, padding: 0 },
  { file: 'public/icons/icon-512.png', size: 512, padding: 0 },
  // Maskable icons keep the mark inside the central 80 % safe zone.
  { file: 'public/icons/icon-maskable-512.png', size: 512, padding: 14 },
  { file: 'public/icons/apple-touch-icon.png', size: 180, padding: 0 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(`<body style="margin:0">${mark(icon.size, icon.padding)}</body>`);
  await page.locator('svg').screenshot({ path: icon.file, omitBackground: true });
  console.log(icon.file);
}
await browser.close();
