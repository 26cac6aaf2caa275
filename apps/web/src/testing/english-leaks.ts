import type { Locale } from '@taxcert/contracts';
import { english, ownCatalogue } from './catalogues';

/** Attributes whose text a user sees or hears. */
const SEEN_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'aria-description'];

const hasPlaceholder = (text: string) => /\{\{?\s*[\w.]+\s*\}?\}/.test(text);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Index {
  /** English text (no placeholders) → keys the locale translates differently. */
  exact: Map<string, string[]>;
  /** English texts with placeholders, as patterns, with the key. */
  patterns: { pattern: RegExp; key: string }[];
  /** Every text the locale itself uses: a match there is not a leak. */
  own: Set<string>;
}

const indexes = new Map<Locale, Index>();

function indexOf(locale: Locale): Index {
  const cached = indexes.get(locale);
  if (cached) return cached;
  const translated = ownCatalogue(locale);
  const exact = new Map<string, string[]>();
  const patterns: Index['patterns'] = [];
  for (const [key, text] of Object.entries(english)) {
    const own = translated[key];
    if (own === undefined || own === text || text.trim() === '') continue;
    if (!hasPlaceholder(text)) {
      exact.set(text.trim(), [...(exact.get(text.trim()) ?? []), key]);
      continue;
    }
    // Only templates with enough words of their own to be recognised once filled in.
    const literal = text.replace(/\{\{?\s*[\w.]+\s*\}?\}/g, '');
    if (literal.replace(/[^A-Za-z]/g, '').length < 12) continue;
    const source = text
      .trim()
      .split(/\{\{?\s*[\w.]+\s*\}?\}/)
      .map(escape)
      .join('.+?');
    patterns.push({ pattern: new RegExp(`^${source}$`, 's'), key });
  }
  const index = { exact, patterns, own: new Set(Object.values(translated).map((text) => text.trim())) };
  indexes.set(locale, index);
  return index;
}

/** The texts a user sees in `root`: text nodes and the attributes above, outside content marked `lang="en"`. */
function seenTexts(root: Element, locale: Locale): string[] {
  const texts: string[] = [];
  const englishOnly = (element: Element | null) =>
    locale !== 'en' && element?.closest('[lang]')?.getAttribute('lang') === 'en';
  const walker = root.ownerDocument.createTreeWalker(root, 1 | 4); // elements and text
  for (let node = walker.currentNode as Node | null; node; node = walker.nextNode()) {
    if (node.nodeType === 3) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style') || englishOnly(parent)) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    } else if (node instanceof Element && !englishOnly(node)) {
      for (const name of SEEN_ATTRIBUTES) {
        const value = node.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
      const text = node.textContent?.trim();
      // An element's whole text as well (a sentence split over several nodes).
      if (text && node.children.length > 0 && text.length < 400) texts.push(text);
    }
  }
  return texts;
}

/**
 * English left on a screen in another language: every text a user sees in `root` that is the
 * English catalogue's text of a key `locale` translates differently, with that key. Content marked
 * `lang="en"` is English on purpose (a form that exists only in English, ADR 006) and is skipped.
 */
export function englishLeaks(root: Element, locale: Locale): string[] {
  if (locale === 'en') return [];
  const index = indexOf(locale);
  const leaks = new Set<string>();
  for (const text of seenTexts(root, locale)) {
    if (index.own.has(text)) continue;
    const keys =
      index.exact.get(text) ?? index.patterns.filter(({ pattern }) => pattern.test(text)).map(({ key }) => key);
    if (keys.length > 0) leaks.add(`${keys.join(' | ')}: "${text.length > 80 ? `${text.slice(0, 80)}…` : text}"`);
  }
  return [...leaks].sort();
}
