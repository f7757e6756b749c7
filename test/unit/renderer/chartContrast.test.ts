import { describe, expect, it } from 'vitest';
import { CHART_BACKGROUND, CHART_COLOURS } from '../../../renderer/src/screens/review/ReviewCharts';

// axe does not check SVG text, so the charts' colours (the legend writes its labels in them) are
// checked here against WCAG 2.x: relative luminance and the contrast ratio, AA for text is 4.5:1.
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('Review chart colours', () => {
  it('computes known ratios (black on white 21:1, the old legend grey 1.48:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#d9d2c3', '#fffdf8')).toBeCloseTo(1.48, 1);
  });

  it.each(Object.entries(CHART_COLOURS))('%s (%s) reaches 4.5:1 on the chart background', (_name, colour) => {
    expect(contrast(colour, CHART_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
  });
});
