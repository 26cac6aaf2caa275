import { BODY_LIMITS, type JsonBounds, type JsonBreach } from '@taxcert/contracts';

interface Open {
  array: boolean;
  /** Items (array) or keys (object) begun so far. */
  count: number;
  /** The key or index this container has in its parent (null for the body itself). */
  key: string | number | null;
  /** The key or index of the value being read inside it. */
  current: string | number | null;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LETTER_U = 0x75;
/** , ] } and whitespace, by character code (a table, not a Set: looked up for every character of a number). */
const STRUCTURAL = new Uint8Array(128);
for (const code of [0x2c, 0x5d, 0x7d, 0x20, 0x0a, 0x0d, 0x09]) STRUCTURAL[code] = 1;
const isStructural = (code: number): boolean => STRUCTURAL[code] === 1;

/** The path of the innermost open container. */
function containerPath(open: readonly Open[]): (string | number)[] {
  return open.slice(1).map((o) => o.key as string | number);
}

/** The path of the value being read. */
function valuePath(open: readonly Open[]): (string | number)[] {
  const top = open.at(-1);
  return top ? [...containerPath(open), top.current as string | number] : [];
}

/**
 * Counts a value starting here, the `values`-th of the body: a breach of the item or value count, or null.
 * Module-level, not a closure made per scan (under tsx each closure made at run time is also named: ADR 107).
 */
function begin(open: Open[], values: number): JsonBreach | null {
  const top = open.at(-1);
  if (top?.array) {
    top.current = top.count;
    top.count += 1;
    if (top.count > BODY_LIMITS.arrayItems)
      return { message: `has a list of more than ${BODY_LIMITS.arrayItems} items`, path: containerPath(open) };
  }
  if (values > BODY_LIMITS.values)
    return { message: `holds more than ${BODY_LIMITS.values} values`, path: valuePath(open) };
  return null;
}

/**
 * Checks a JSON text against BODY_LIMITS without parsing it: one pass over the characters that counts
 * nesting, items, keys, values and text lengths, and stops at the first breach. JSON.parse alone spends
 * 20–80 ms building a 499,000-item array, so the limits are checked on the text first.
 * Reports the same breach, at the same path, as the contract's findJsonBreach on the parsed value. Text
 * that is not JSON is left to the parser, which then refuses it.
 */
export function scanJsonText(text: string, bounds: JsonBounds): JsonBreach | null {
  const open: Open[] = [];
  let values = 0;
  let expectKey = false;

  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (ch === QUOTE) {
      let length = 0;
      let end = i + 1;
      let escaped = false;
      // Stops one character past the limit: the rest of a long text need not be read.
      for (; end < text.length && text.charCodeAt(end) !== QUOTE && length <= BODY_LIMITS.stringLength; end += 1) {
        if (text.charCodeAt(end) === BACKSLASH) {
          escaped = true;
          end += text.charCodeAt(end + 1) === LETTER_U ? 5 : 1;
        }
        length += 1;
      }
      const top = open.at(-1);
      if (top && !top.array && expectKey) {
        top.count += 1;
        if (top.count > BODY_LIMITS.keys)
          return { message: `has an object with more than ${BODY_LIMITS.keys} keys`, path: containerPath(open) };
        if (length > BODY_LIMITS.stringLength)
          return { message: `has a key longer than ${BODY_LIMITS.stringLength} characters`, path: containerPath(open) };
        // A key without an escape is its characters as they are: JSON.parse only for one with an escape.
        top.current = escaped ? readKey(text.slice(i, end + 1)) : text.slice(i + 1, end);
        expectKey = false;
      } else {
        const breach = begin(open, (values += 1));
        if (breach) return breach;
        if (length > BODY_LIMITS.stringLength)
          return { message: `has a text longer than ${BODY_LIMITS.stringLength} characters`, path: valuePath(open) };
      }
      i = end;
    } else if (ch === 0x5b || ch === 0x7b) {
      const breach = begin(open, (values += 1));
      if (breach) return breach;
      if (open.length + 1 > bounds.maxDepth)
        return { message: `is nested too deep: ${bounds.depthMessage}`, path: valuePath(open) };
      const parent = open.at(-1);
      open.push({ array: ch === 0x5b, count: 0, key: parent ? parent.current : null, current: null });
      expectKey = ch === 0x7b;
    } else if (ch === 0x5d || ch === 0x7d) {
      open.pop();
      expectKey = false;
    } else if (ch === 0x2c) {
      expectKey = open.at(-1)?.array === false;
    } else if (ch !== 0x3a && !isStructural(ch)) {
      // A number, true, false or null: count it and skip to its end.
      const breach = begin(open, (values += 1));
      if (breach) return breach;
      while (i + 1 < text.length && !isStructural(text.charCodeAt(i + 1))) i += 1;
    }
  }
  return null;
}

function readKey(token: string): string {
  try {
    return JSON.parse(token) as string;
  } catch {
    return token.slice(1, -1);
  }
}
