import { translateValues, type MessageValues } from '@taxcert/engine';
import type { Translate } from '@taxcert/forms';

/**
 * The words of one catalogue: a key's text with its `{{name}}`s filled from `values` (i18next's interpolation, as
 * the browser does it); an unknown key is its own text, an unknown name stays as written.
 */
export function translator(messages: Readonly<Record<string, string>>): Translate {
  return (key, values = {}) =>
    (messages[key] ?? key).replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** A finding's message in the catalogue's language, the values it names (an option's name…) translated first. */
export function findingText(t: Translate, key: string, values: MessageValues | undefined): string {
  return t(
    key,
    translateValues(values, (valueKey) => t(valueKey)),
  );
}
