import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A component reads its classes from its CSS Module (`styles.someClass`, ADR 078). Unit tests do not build CSS, so a
 * misspelt name would pass them and leave an element unstyled in the browser: this test holds every name a source
 * file reads from a module to the classes the module defines (camelCase, as vite.config.ts reads them), and every
 * class a module defines to a reader (no dead rules).
 */
const src = resolve(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const camel = (name: string) => name.replace(/[-_]+(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The classes a module defines, outside comments and `:global(…)`. */
function classesOf(css: string): Set<string> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/:global\([^)]*\)/g, '');
  const rules = text.replace(/\{[^{}]*\}/g, '{}');
  return new Set([...rules.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => camel(match[1]!)));
}

const all = files(src);
const sources = all.filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
const modules = all.filter((file) => file.endsWith('.module.css'));
const reads = new Map<string, Set<string>>(modules.map((file) => [file, new Set()]));

for (const file of sources) {
  const code = readFileSync(file, 'utf8');
  const body = code.replace(/^import .*$/gm, '');
  for (const [, name, from] of code.matchAll(/^import (\w+) from '([^']+\.module\.css)';$/gm)) {
    const module = resolve(dirname(file), from!);
    const used = reads.get(module);
    if (!used) throw new Error(`${relative(src, file)} imports ${from}, which does not exist`);
    for (const [, key] of body.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))) used.add(key!);
    for (const [, key] of body.matchAll(new RegExp(`\\b${name}\\[['"]([\\w-]+)['"]\\]`, 'g'))) used.add(key!);
  }
}

describe('CSS Modules', () => {
  it.each(modules.map((file) => [relative(src, file), file] as const))(
    '%s: read names exist, defined classes are read',
    (_, file) => {
      const defined = classesOf(readFileSync(file, 'utf8'));
      const read = reads.get(file)!;
      expect([...read].filter((key) => !defined.has(key))).toEqual([]);
      // A class only composed into another (the button's base) counts as read through it.
      const composed = new Set(
        [...readFileSync(file, 'utf8').matchAll(/composes:\s*([\w\s-]+?)\s*;/g)].flatMap((match) =>
          match[1]!.split(/\s+/).map(camel),
        ),
      );
      expect([...defined].filter((key) => !read.has(key) && !composed.has(key))).toEqual([]);
    },
  );

  it('finds the modules and their readers', () => {
    expect(modules.length).toBeGreaterThan(0);
    expect([...reads.values()].every((read) => read.size > 0)).toBe(true);
  });
});

/** The class names a source file writes as text in a `className` (a literal, or a template's fixed words). */
function literalClasses(code: string): string[] {
  const values = [
    ...[...code.matchAll(/className="([^"]*)"/g)].map((match) => match[1]!),
    ...[...code.matchAll(/className=\{`([^`]*)`\}/g)].map((match) => match[1]!.replace(/\$\{[^}]*\}/g, ' ')),
    // A choice between fixed names (`cond ? 'a' : 'b'`).
    ...[...code.matchAll(/className=\{[^}]*?[?:]\s*'([^']*)'/g)].map((match) => match[1]!),
  ];
  return values.flatMap((value) => value.split(/\s+/)).filter(Boolean);
}

describe('one global sheet (ADR 104)', () => {
  const sheets = all.filter((file) => file.endsWith('.css')).map((file) => relative(src, file));

  it('every sheet but styles/global.css is a CSS Module', () => {
    expect(sheets.filter((file) => !file.endsWith('.module.css'))).toEqual(['styles/global.css']);
  });

  it('the global sheet defines no class but .visually-hidden (tokens, resets and element defaults only)', () => {
    expect([...classesOf(readFileSync(join(src, 'styles/global.css'), 'utf8'))]).toEqual(['visuallyHidden']);
  });

  it('a component names no class as text but visually-hidden: every other class comes from a module', () => {
    const named = sources.flatMap((file) =>
      literalClasses(readFileSync(file, 'utf8'))
        .filter((name) => name !== 'visually-hidden')
        .map((name) => `${relative(src, file)}: ${name}`),
    );
    expect(named).toEqual([]);
  });

  it('a script finds an element by a role or a data attribute, never by a class (a module renames it)', () => {
    const selecting = sources.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /(?:querySelector(?:All)?|closest|matches)(?:<\w+>)?\((['"`])([^'"`]*)\1/g,
        ),
      ]
        .filter((match) => /\.[a-zA-Z_]/.test(match[2]!.replace(/\[[^\]]*\]/g, '')))
        .map((match) => `${relative(src, file)}: ${match[2]}`),
    );
    expect(selecting).toEqual([]);
  });
});
