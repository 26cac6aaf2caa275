import type { MessageValues } from '../types/evaluation';

/**
 * A message's values as words of one language, ready for its `{{name}}`s: each `{ key }` (an option's label…)
 * translated with `t`, texts and numbers as they are. The simulator and the browser both word a finding with it.
 */
export function translateValues(
  values: MessageValues | undefined,
  t: (key: string) => string,
): Record<string, string | number> {
  const words: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values ?? {}))
    words[name] = typeof value === 'object' ? t(value.key) : value;
  return words;
}
