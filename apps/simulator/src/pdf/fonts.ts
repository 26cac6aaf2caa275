import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

/**
 * The PDFs' fonts: Noto Sans for Latin (Latin Extended included: Polish ł, ś, ż), Greek and
 * Cyrillic, and Noto Sans SC or TC for Chinese — embedded, and subsetted by pdfkit to the glyphs a PDF uses.
 * The standard PDF fonts (Helvetica, Windows-1252) printed neither Polish nor Chinese, nor a customer's name
 * in those scripts.
 *
 * No single font covers both (Noto Sans has no Han; Noto Sans SC/TC lack ł, ą, ę, ś…), and pdfkit does not
 * fall back per glyph, so {@link useNotoFonts} makes the document do it: the layout code keeps choosing
 * 'Helvetica' or 'Helvetica-Bold' as the weight, and every text it draws or measures is split into runs of
 * Chinese and of everything else, each in the matching Noto font of that weight.
 */

type Doc = InstanceType<typeof PDFDocument>;
type Weight = 'regular' | 'bold';
interface TextOptions {
  continued?: boolean;
  align?: string;
  width?: number;
  lineBreak?: boolean;
  lineGap?: number;
}
type Family = 'latin' | 'sc' | 'tc';

const require = createRequire(import.meta.url);
const FILES: Record<Family, Record<Weight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  sc: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
  tc: {
    regular: '@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf',
  },
};

/**
 * Options for `new PDFDocument(…)`: Noto Sans as the document's first font, so pdfkit does not read the
 * standard Helvetica metrics for every document (it did, and none of their text uses Helvetica now).
 */
export function notoDocumentOptions(): { font: string } {
  return { font: parsedFont('latin', 'regular') as unknown as string };
}

/** Han ideographs, CJK punctuation and symbols, fullwidth forms: what the Chinese fonts draw. */
const CHINESE =
  /[\u2E80-\u2FDF\u3000-\u303F\u3100-\u312F\u31A0-\u31BF\u3200-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]|[\u{20000}-\u{3134F}]/u;

/** A text as runs of Chinese and of everything else, in order. */
export function scriptRuns(text: string): { chinese: boolean; text: string }[] {
  const runs: { chinese: boolean; text: string }[] = [];
  for (const char of text) {
    const chinese = CHINESE.test(char);
    const last = runs[runs.length - 1];
    if (last && last.chinese === chinese) last.text += char;
    else runs.push({ chinese, text: char });
  }
  return runs;
}

const fontName = (family: Family, weight: Weight) => `noto-${family}-${weight}`;

/** pdfkit's own method `name` (from the document's prototype, not the wrapper below), bound to `doc`. */
const original = (doc: Doc, name: 'font' | 'text' | 'widthOfString' | 'heightOfString' | 'registerFont') => {
  const method = Reflect.get(Object.getPrototypeOf(doc) as object, name) as (this: Doc, ...args: unknown[]) => unknown;
  return (...args: unknown[]) => method.apply(doc, args);
};

/** A font as fontkit (pdfkit's own font reader) reads it; pdfkit embeds such an object as it is. */
interface ParsedFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): unknown;
  getGlyph(id: number, codePoints?: number[]): { _decode(): unknown };
}
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(buffer: Buffer): ParsedFont };

/**
 * Each font read and parsed once per process, the Chinese ones only when a PDF first needs them: parsing a
 * font's tables for every document made a W-9 take 70 ms instead of 3.
 */
const parsed = new Map<string, ParsedFont>();
function parsedFont(family: Family, weight: Weight): ParsedFont {
  const path = FILES[family][weight];
  let font = parsed.get(path);
  if (!font) {
    font = memoiseGlyphs(memoiseLayout(fontkit.create(readFileSync(require.resolve(path)))));
    parsed.set(path, font);
  }
  return font;
}

/** Words laid out (shaped) per font, for every document of the process; cleared when it grows past this. */
const LAYOUT_MEMO_LIMIT = 20_000;

/**
 * Shaping a word (fontkit's OpenType layout) is most of an embedded font's cost, and pdfkit caches it only per
 * document; the same labels print in every PDF. The font keeps each word's glyph run and hands out a copy
 * whose positions pdfkit may scale in place (EmbeddedFont.layoutRun does), so no document sees another's.
 */
function memoiseLayout(font: ParsedFont): ParsedFont {
  const layout = font.layout.bind(font) as (text: string, features?: unknown) => GlyphRun;
  const memo = new Map<string, GlyphRun>();
  font.layout = (text: string, features?: unknown) => {
    if (features !== undefined && features !== null) return layout(text, features);
    let run = memo.get(text);
    if (!run) {
      if (memo.size >= LAYOUT_MEMO_LIMIT) memo.clear();
      run = layout(text);
      memo.set(text, run);
    }
    const copy = Object.assign(Object.create(Object.getPrototypeOf(run) as object) as GlyphRun, run);
    copy.positions = run.positions.map((position) => ({ ...position }));
    return copy;
  };
  return font;
}

/**
 * pdfkit's subset of a font decodes each glyph it embeds, in every document (fontkit's TTFSubset reads the
 * decoded glyph only to find a compound glyph's parts); the font keeps each glyph's decoding.
 */
function memoiseGlyphs(font: ParsedFont): ParsedFont {
  const getGlyph = font.getGlyph.bind(font);
  const done = new WeakSet<object>();
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (!done.has(glyph)) {
      const decode = glyph._decode.bind(glyph);
      let decoded: unknown;
      let known = false;
      glyph._decode = () => {
        if (!known) {
          decoded = decode();
          known = true;
        }
        return decoded;
      };
      done.add(glyph);
    }
    return glyph;
  };
  return font;
}

/** What fontkit's layout answers (a GlyphRun: its getters read `glyphs` and `positions`). */
interface GlyphRun {
  glyphs: unknown[];
  positions: Record<string, number>[];
}
const glyphFont = (family: Family): ParsedFont => parsedFont(family, 'regular');

/** The characters of `text` that neither the Latin font nor the Chinese one (for Chinese runs) can draw. */
export function unprintable(text: string, chinese: 'sc' | 'tc' = 'sc'): string[] {
  const missing = new Set<string>();
  for (const run of scriptRuns(text)) {
    const font = glyphFont(run.chinese ? chinese : 'latin');
    for (const char of run.text) {
      const code = char.codePointAt(0) ?? 0;
      if (code >= 0x20 && !font.hasGlyphForCodePoint(code)) missing.add(char);
    }
  }
  return [...missing];
}

/**
 * Makes `doc` print any script with the Noto fonts. `chinese` is the Chinese the interface language asks for:
 * Traditional for zh-hant (Hong Kong, Macao, Taiwan), else Simplified.
 */
export function useNotoFonts(doc: Doc, chinese: 'sc' | 'tc' = 'sc'): void {
  const registered = new Set<string>();
  let weight: Weight = 'regular';
  /** The Noto font in use (pdfkit's line wrapper measures words mid-text: a measurement must put it back). */
  let current = fontName('latin', weight);
  const use = (name: string) => {
    current = name;
    setFont(name);
  };
  const select = (family: Family) => {
    const name = fontName(family, weight);
    if (name === current && registered.has(name)) return;
    if (!registered.has(name)) {
      // pdfkit takes a parsed fontkit font as it is (PDFFontFactory.open: `typeof src.layout === 'function'`).
      original(doc, 'registerFont')(name, parsedFont(family, weight));
      registered.add(name);
    }
    use(name);
  };

  const setFont = (name: string): Doc => original(doc, 'font')(name) as Doc;
  // The layout asks for a weight by the standard fonts' names; the Latin Noto font of that weight answers.
  doc.font = (name: string | Buffer, ...rest: unknown[]) => {
    if (typeof name === 'string' && name.startsWith('Helvetica')) {
      weight = name.includes('Bold') ? 'bold' : 'regular';
      select('latin');
      return doc;
    }
    return (setFont as (...args: unknown[]) => Doc)(name, ...rest);
  };

  const text = (...args: unknown[]): Doc => original(doc, 'text')(...args) as Doc;

  /**
   * Centred or right-aligned mixed text: cut into pieces (a Chinese character, or a word with its spaces),
   * filled into lines of `options.width` (one line when lineBreak is false), each line placed by its width
   * and drawn run by run at explicit positions.
   */
  const alignedLines = (runs: { chinese: boolean; text: string }[], x: number, y: number, options: TextOptions) => {
    const pieces = runs.flatMap((run) =>
      (run.chinese ? [...run.text] : (run.text.match(/\S+\s*|\s+/g) ?? [])).map((piece) => ({
        chinese: run.chinese,
        text: piece,
      })),
    );
    const measure = (piece: { chinese: boolean; text: string }) => {
      select(piece.chinese ? chinese : 'latin');
      return widthOf(piece.text, options);
    };
    const width = options.width ?? doc.page.width - doc.page.margins.right - x;
    const lines: { chinese: boolean; text: string; width: number }[][] = [[]];
    let used = 0;
    for (const piece of pieces) {
      const w = measure(piece);
      const line = lines[lines.length - 1] ?? [];
      if (options.lineBreak !== false && used + w > width && line.length > 0) {
        lines.push([{ ...piece, width: w }]);
        used = w;
      } else {
        line.push({ ...piece, width: w });
        used += w;
      }
    }
    select(chinese);
    const lineHeight = doc.currentLineHeight(true) + (options.lineGap ?? 0);
    let top = y;
    for (const line of lines) {
      const total = line.reduce((sum, piece) => sum + piece.width, 0) - trailingSpace(line);
      let left = x + (options.align === 'center' ? (width - total) / 2 : width - total);
      for (const piece of line) {
        select(piece.chinese ? chinese : 'latin');
        text(piece.text, left, top, { lineBreak: false });
        left += piece.width;
      }
      top += lineHeight;
    }
    doc.x = x;
    doc.y = top;
  };
  const trailingSpace = (line: { chinese: boolean; text: string; width: number }[]) => {
    const last = line[line.length - 1];
    if (!last || last.chinese) return 0;
    const trimmed = last.text.trimEnd();
    return trimmed === last.text ? 0 : last.width - widthOf(trimmed, {});
  };
  doc.text = (value: unknown, ...args: unknown[]) => {
    const asText = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
    if (!CHINESE.test(asText)) {
      select('latin');
      return text(value, ...args);
    }
    const runs = scriptRuns(asText);
    const options = (args.find((arg) => typeof arg === 'object' && arg !== null) ?? {}) as TextOptions;
    const position = args.filter((arg) => typeof arg === 'number');
    if (options.align === 'center' || options.align === 'right') {
      // pdfkit aligns each run of a continued paragraph on its own (they overlap): lay the lines out here.
      alignedLines(runs, position[0] ?? doc.x, position[1] ?? doc.y, options);
      return doc;
    }
    // The first run takes the position and options; the rest continue the same paragraph in their own font.
    runs.forEach((run, index) => {
      select(run.chinese ? chinese : 'latin');
      const last = index === runs.length - 1;
      const continued = last ? (options.continued ?? false) : true;
      if (index === 0) text(run.text, ...position, { ...options, continued });
      else text(run.text, { continued });
    });
    return doc;
  };

  // Measurements: the width of each run in its own font; a height in the font of the widest glyphs used.
  const widthOf = (value: string, options?: object): number => original(doc, 'widthOfString')(value, options) as number;
  doc.widthOfString = (value: string, options?: object) => {
    // pdfkit's line wrapper measures every word: text without Chinese is measured in the font in use.
    if (!CHINESE.test(value)) return widthOf(value, options);
    const before = current;
    let sum = 0;
    for (const run of scriptRuns(value)) {
      select(run.chinese ? chinese : 'latin');
      sum += widthOf(run.text, options);
    }
    use(before);
    return sum;
  };
  const heightOf = (value: string, options?: object): number =>
    original(doc, 'heightOfString')(value, options) as number;
  doc.heightOfString = (value: string, options?: object) => {
    const before = current;
    select(CHINESE.test(value) ? chinese : 'latin');
    const height = heightOf(value, options);
    use(before);
    return height;
  };

  doc.font('Helvetica');
}
