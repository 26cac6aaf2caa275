/**
 * Limits of every JSON request body: a body is checked against them in one iterative pass
 * before anything expensive (schema validation, the session check, the engine) looks at it, so that no
 * body can block the server or overflow its stack.
 *
 * - `answerDepth`: an answer nests at most 5 levels of lists and groups (app-shell.md §9, the engine's
 *   MAX_ANSWER_DEPTH).
 * - `bodyDepth`: a whole body nests at most 9 levels — the deepest body, a group's confirmation
 *   `{data: {formType: {block: {question: answer}}}}`, wraps an answer in 4 levels.
 * - `arrayItems`: the largest repeater has 100 items (treaty claim special rates); twice that is allowed.
 * - `keys`: keys of one object (blocks of a form, questions of a block, fields of a repeater item).
 * - `stringLength`: characters of one text (the longest field rule is 50; free text gets room).
 * - `values`: values of the whole body (the largest form has about 2,000 with every repeater full).
 */
export const BODY_LIMITS = {
  answerDepth: 5,
  bodyDepth: 9,
  arrayItems: 200,
  keys: 200,
  stringLength: 4_000,
  values: 20_000,
} as const;

/** Levels a form's data wraps its answers in: blocks, then questions. */
export const FORM_DATA_WRAPPING = 2;

export interface JsonBreach {
  /** What is wrong, naming the limit, e.g. "has a list of more than 200 items". */
  message: string;
  /** Where, as keys and indexes from the value checked. */
  path: (string | number)[];
}

export interface JsonBounds {
  /** Containers (objects, arrays) allowed on the way down from the value checked. */
  maxDepth: number;
  /** How the depth limit is stated to a caller: "answers nest at most 5 levels". */
  depthMessage: string;
}

interface Frame {
  value: unknown;
  depth: number;
  key: string | number | null;
  parent: Frame | null;
}

const pathOf = (frame: Frame): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let f: Frame | null = frame; f && f.key !== null; f = f.parent) path.unshift(f.key);
  return path;
};

/**
 * A breach at a frame. A function of its own, not a closure made per value inside the loop: under tsx every function
 * made at run time is also named (esbuild's keepNames), which was most of this check's cost on a validate call.
 */
const breachAt = (frame: Frame, message: string): JsonBreach => ({ message, path: pathOf(frame) });

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * The first way `value` breaks {@link BODY_LIMITS} (or is not JSON), or null. Iterative, so a very deep
 * value cannot overflow the stack; a list or object over its limit is refused before its items are
 * looked at, so the cost is bounded by the limits, not by the body.
 */
export function findJsonBreach(value: unknown, bounds: JsonBounds): JsonBreach | null {
  const stack: Frame[] = [{ value, depth: 0, key: null, parent: null }];
  let seen = 0;
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    seen += 1;
    if (seen > BODY_LIMITS.values) return breachAt(frame, `holds more than ${BODY_LIMITS.values} values`);
    const v = frame.value;
    if (typeof v === 'string') {
      if (v.length > BODY_LIMITS.stringLength)
        return breachAt(frame, `has a text longer than ${BODY_LIMITS.stringLength} characters`);
      continue;
    }
    if (v === null || typeof v === 'boolean') continue;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return breachAt(frame, 'has a number that is not finite');
      continue;
    }
    if (typeof v !== 'object') return breachAt(frame, 'has a value that is not JSON');
    const depth = frame.depth + 1;
    if (depth > bounds.maxDepth) return breachAt(frame, `is nested too deep: ${bounds.depthMessage}`);
    if (Array.isArray(v)) {
      if (v.length > BODY_LIMITS.arrayItems)
        return breachAt(frame, `has a list of more than ${BODY_LIMITS.arrayItems} items`);
      for (let i = v.length - 1; i >= 0; i -= 1) stack.push({ value: v[i], depth, key: i, parent: frame });
      continue;
    }
    if (!isPlainObject(v)) return breachAt(frame, 'has a value that is not JSON');
    const keys = Object.keys(v);
    if (keys.length > BODY_LIMITS.keys) return breachAt(frame, `has an object with more than ${BODY_LIMITS.keys} keys`);
    for (let i = keys.length - 1; i >= 0; i -= 1) {
      const key = keys[i] as string;
      if (key.length > BODY_LIMITS.stringLength)
        return breachAt(frame, `has a key longer than ${BODY_LIMITS.stringLength} characters`);
      stack.push({ value: v[key], depth, key, parent: frame });
    }
  }
  return null;
}

/** The bounds of a whole request body. */
export const BODY_BOUNDS: JsonBounds = {
  maxDepth: BODY_LIMITS.bodyDepth,
  depthMessage: `a request body nests at most ${BODY_LIMITS.bodyDepth} levels`,
};

/** The bounds of a form's data: blocks, questions, then answers of at most 5 levels. */
export const FORM_DATA_BOUNDS: JsonBounds = {
  maxDepth: FORM_DATA_WRAPPING + BODY_LIMITS.answerDepth,
  depthMessage: `answers nest at most ${BODY_LIMITS.answerDepth} levels`,
};

/** "The request body has a list of more than 200 items (at "usTin.items")." */
export function describeBreach(breach: JsonBreach, subject = 'The request body'): string {
  const where = breach.path.length ? ` (at "${breach.path.join('.')}")` : '';
  return `${subject} ${breach.message}${where}.`;
}
