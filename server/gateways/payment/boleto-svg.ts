export type I2of5SvgOptions = {
  moduleWidth?: number;
  height?: number;
  quietZoneModules?: number;
};

// Narrow/wide per digit; bars carry the first digit of each pair, spaces the second.
const I2OF5_PATTERNS = [
  'nnwwn',
  'wnnnw',
  'nwnnw',
  'wwnnn',
  'nnwnw',
  'wnwnn',
  'nwwnn',
  'nnnww',
  'wnnwn',
  'nwnwn',
] as const;

const WIDE_MODULES = 3;

export function interleaved2of5Bars(digits: string): boolean[] {
  if (!/^(?:\d\d)+$/.test(digits)) {
    throw new RangeError('Interleaved 2 of 5 needs a non-empty, even number of digits.');
  }
  const modules: boolean[] = [];
  const element = (black: boolean, wide: boolean) => {
    for (let i = 0; i < (wide ? WIDE_MODULES : 1); i++) modules.push(black);
  };

  element(true, false);
  element(false, false);
  element(true, false);
  element(false, false);
  for (let i = 0; i < digits.length; i += 2) {
    const bars = I2OF5_PATTERNS[Number(digits[i])] ?? '';
    const spaces = I2OF5_PATTERNS[Number(digits[i + 1])] ?? '';
    for (let k = 0; k < 5; k++) {
      element(true, bars[k] === 'w');
      element(false, spaces[k] === 'w');
    }
  }
  element(true, true);
  element(false, false);
  element(true, false);
  return modules;
}

export function renderI2of5Svg(barcode: string, opts: I2of5SvgOptions = {}): string {
  const moduleWidth = opts.moduleWidth ?? 1;
  const height = opts.height ?? 50;
  const quiet = opts.quietZoneModules ?? 10;
  const modules = interleaved2of5Bars(barcode);
  const width = (modules.length + 2 * quiet) * moduleWidth;

  const rects: string[] = [];
  let start = -1;
  modules.forEach((black, i) => {
    if (black && start < 0) start = i;
    if (start >= 0 && (!black || i === modules.length - 1)) {
      const end = black ? i + 1 : i;
      rects.push(
        `<rect x="${(quiet + start) * moduleWidth}" y="0" width="${(end - start) * moduleWidth}" height="${height}"/>`,
      );
      start = -1;
    }
  });

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" shape-rendering="crispEdges">` +
    `<rect width="${width}" height="${height}" fill="#fff"/>` +
    `<g fill="#000">${rects.join('')}</g>` +
    `</svg>`
  );
}
