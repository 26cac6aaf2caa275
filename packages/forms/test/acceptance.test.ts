import { describe, expect, it } from 'vitest';
import {
  currentRevisionOf,
  irsAcceptedUntil,
  revisionAcceptance,
  revisionFacts,
  sixMonthsAfter,
} from '../src/acceptance';
import { formTypes } from '../src/catalogue';
import { hasDefinition } from '../src/registry';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('revisions the IRS still lets a bank request', () => {
  it('counts six full months after the new revision, to the last day of the sixth', () => {
    expect(sixMonthsAfter('2021-10')).toBe('2022-04-30');
    expect(sixMonthsAfter('2023-10')).toBe('2024-04-30');
    expect(sixMonthsAfter('2017-07')).toBe('2018-01-31');
    expect(sixMonthsAfter('2017-06')).toBe('2017-12-31');
    expect(sixMonthsAfter('2023-08')).toBe('2024-02-29');
  });

  it("gives the reference table's last days (w8eci-w8exp-lines.md, Revision acceptance)", () => {
    expect(irsAcceptedUntil('w8bene_2017')).toBe('2022-04-30');
    expect(irsAcceptedUntil('w8ben')).toBe('2022-04-30');
    expect(irsAcceptedUntil('w8eci')).toBe('2022-04-30');
    expect(irsAcceptedUntil('w8imy_2017')).toBe('2022-04-30');
    expect(irsAcceptedUntil('w8exp')).toBe('2024-04-30');
    // The revisions before 2017, superseded by the 2017 ones (derived).
    expect(irsAcceptedUntil('w8bene')).toBe('2018-01-31');
    expect(irsAcceptedUntil('w8imy')).toBe('2017-12-31');
  });

  it('names the current revision at the end of the chain', () => {
    expect(currentRevisionOf('w8bene')).toBe('w8bene_2021');
    expect(currentRevisionOf('w8imy')).toBe('w8imy_2021');
    expect(currentRevisionOf('w8exp')).toBe('w8exp_2023');
    expect(currentRevisionOf('w8ben_2021')).toBe('w8ben_2021');
    expect(currentRevisionOf('w9_2018')).toBe('w9_2018');
  });

  it('knows the W-8EXP of October 2023 was released on 20 November 2023', () => {
    expect(revisionFacts('w8exp_2023')?.released).toBe('2023-11-20');
  });

  it('accepts a superseded revision to its last day inclusive, refuses it the day after', () => {
    expect(revisionAcceptance('w8exp', day('2024-04-30'))).toEqual({ accepted: true, until: '2024-04-30' });
    expect(revisionAcceptance('w8exp', day('2024-05-01'))).toEqual({
      accepted: false,
      until: '2024-04-30',
      current: 'w8exp_2023',
    });
    // The UTC day counts: 23:59 UTC on the last day is still in.
    expect(revisionAcceptance('w8ben', new Date('2022-04-30T23:59:59Z')).accepted).toBe(true);
    expect(revisionAcceptance('w8ben', new Date('2022-05-01T00:00:00Z')).accepted).toBe(false);
  });

  it("extends acceptance to the institution's later day, never shortens it", () => {
    expect(revisionAcceptance('w8bene_2017', day('2026-11-22'), '2026-12-31')).toEqual({
      accepted: true,
      until: '2026-12-31',
    });
    expect(revisionAcceptance('w8bene_2017', day('2027-01-01'), '2026-12-31').accepted).toBe(false);
    expect(revisionAcceptance('w8exp', day('2024-04-15'), '2020-01-01')).toEqual({
      accepted: true,
      until: '2024-04-30',
    });
  });

  it('always accepts a current revision and the forms without a request limit', () => {
    for (const type of ['w8ben_2021', 'w8bene_2021', 'w8imy_2021', 'w8eci_2021', 'w8exp_2023', 'w9_2018', 'crsi'])
      expect(revisionAcceptance(type, day('2099-01-01'))).toEqual({ accepted: true, until: null });
  });

  it('every successor is catalogued, built and itself has facts', () => {
    for (const type of formTypes) {
      const next = revisionFacts(type)?.supersededBy;
      if (!next) continue;
      expect(revisionFacts(next), `${type} → ${next}`).toBeDefined();
      expect(hasDefinition(currentRevisionOf(type)), currentRevisionOf(type)).toBe(true);
    }
  });
});
