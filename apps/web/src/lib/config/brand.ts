import type { Brand } from '@taxcert/contracts';

/** The app's own look, kept when no brand is configured or its colours are refused (ADR 045). */
export const DEFAULT_BRAND = {
  institutionName: 'Taxcert',
  logoUrl: null,
  copyrightHolder: 'Taxcert',
  colors: null,
} as const;

/** The brand the shell shows: the configured one's words and logo, its colours only when they pass. */
export interface ShownBrand {
  institutionName: string;
  logoUrl: string | null;
  copyrightHolder: string;
  /** null: the build's colour tokens. */
  colors: { primary: string; onPrimary: string } | null;
}

/** WCAG AA for normal text (1.4.3). */
export const MIN_CONTRAST = 4.5;
/** The surfaces the primary colour is read on as text (links, headings): white and the page background. */
const SURFACES = ['#ffffff', '#f3f5f8'] as const;

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** The WCAG contrast ratio of two `#rrggbb` colours, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The brand to show for the online configuration's `brand` (ADR 045). Its colours are refused — with one console
 * error naming the pair and its ratio, the app's colours kept — when the text colour on the primary, or the primary as
 * text on the page's surfaces, is under 4.5:1; its name, logo and copyright holder are kept either way.
 */
export function shownBrand(brand: Brand | undefined): ShownBrand {
  if (!brand) return DEFAULT_BRAND;
  let shown = checked.get(brand);
  if (!shown) {
    shown = check(brand);
    checked.set(brand, shown);
  }
  return shown;
}

/** Each configuration's brand is checked (and refused colours reported) once, however many components read it. */
const checked = new WeakMap<Brand, ShownBrand>();

function check(brand: Brand): ShownBrand {
  const pairs: [string, string, string][] = [
    [brand.primaryTextColor, brand.primaryColor, 'primaryTextColor on primaryColor'],
    ...SURFACES.map((surface): [string, string, string] => [brand.primaryColor, surface, `primaryColor on ${surface}`]),
  ];
  const failing = pairs
    .map(([text, back, what]) => ({ what, ratio: contrastRatio(text, back) }))
    .filter(({ ratio }) => ratio < MIN_CONTRAST);
  if (failing.length > 0) {
    // eslint-disable-next-line no-console -- ADR 045: a refused brand colour is the integrator's to see
    console.error(
      `Brand colours refused (WCAG AA needs ${MIN_CONTRAST}:1): ${failing
        .map(({ what, ratio }) => `${what} is ${ratio.toFixed(2)}:1`)
        .join('; ')}. The default colours are kept.`,
    );
  }
  return {
    institutionName: brand.institutionName,
    logoUrl: brand.logoUrl,
    copyrightHolder: brand.copyrightHolder,
    colors: failing.length > 0 ? null : { primary: brand.primaryColor, onPrimary: brand.primaryTextColor },
  };
}

/** The brand's colours as the shell's colour tokens on the document (removed again for the defaults). */
export function applyBrandColors(colors: ShownBrand['colors'], root: HTMLElement = document.documentElement): void {
  const tokens: Record<string, string> = colors
    ? {
        '--c-primary': colors.primary,
        // Hover moves away from the text colour, so the text on it keeps at least the contrast checked.
        '--c-primary-hover': `color-mix(in srgb, ${colors.primary} 80%, ${luminance(colors.onPrimary) > 0.18 ? '#000' : '#fff'})`,
        '--c-primary-soft': `color-mix(in srgb, ${colors.primary} 10%, #fff)`,
        '--c-on-primary': colors.onPrimary,
      }
    : {};
  for (const name of ['--c-primary', '--c-primary-hover', '--c-primary-soft', '--c-on-primary']) {
    const value = tokens[name];
    if (value) root.style.setProperty(name, value);
    else root.style.removeProperty(name);
  }
}
