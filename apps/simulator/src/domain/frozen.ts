/**
 * Freezes a value and everything it holds, in place, and returns it. The simulator freezes what it answers
 * again and again (the online config per scenario, a catalogue per locale, a signed-in config per session):
 * a frozen body is checked against the contract and turned into JSON once (plugins/response-check.ts,
 * ADR 025), so it must not change afterwards — a change is a TypeError, not a stale answer.
 */
export function frozen<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (ArrayBuffer.isView(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) frozen((value as Record<string, unknown>)[key]);
  return value;
}
