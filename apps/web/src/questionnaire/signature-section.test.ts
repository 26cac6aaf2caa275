import type { FormDefinition } from '@taxcert/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applySignatureLoadRule, SIGNATURE_NOT_REQUESTED } from './signature-section';
import { cappedToday, formatToday } from '../lib/i18n/today';

const def = (dateFormat: string, withDateSigned = false): FormDefinition => ({
  formType: 'w9_2024',
  family: 'W',
  title: 'x',
  revision: 'x',
  signatureSection: 'certification',
  dateFormat,
  blocks: [
    {
      id: 'certification',
      title: 'x',
      questions: [
        { id: 'name', label: 'x', widget: 'text' },
        { id: 'signature', label: 'x', widget: 'text' },
        { id: 'date', label: 'x', widget: 'date' },
        ...(withDateSigned ? [{ id: 'dateSigned', label: 'x', widget: 'date' as const }] : []),
      ],
    },
  ],
});

/** The tests set the process time zone (Node re-reads TZ when it changes). */
const setTimeZone = (zone: string) => vi.stubEnv('TZ', zone);
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('cappedToday', () => {
  it('is the local date when it is not ahead of UTC', () => {
    setTimeZone('America/New_York');
    // 2024-03-10 23:30 in New York = 2024-03-11 03:30 UTC: local is behind, keep it.
    const now = new Date('2024-03-11T03:30:00Z');
    expect(formatToday('MM-dd-yyyy', now)).toBe('03-10-2024');
  });

  it('is capped at the UTC date when the local date is ahead', () => {
    setTimeZone('Pacific/Auckland');
    // 2024-03-11 08:00 in Auckland (UTC+13) = 2024-03-10 19:00 UTC: local is ahead, use the UTC date.
    const now = new Date('2024-03-10T19:00:00Z');
    expect(now.getDate()).toBe(11);
    expect(formatToday('MM-dd-yyyy', now)).toBe('03-10-2024');
    expect(cappedToday(now).getDate()).toBe(10);
  });

  it('agrees with the local date when both are the same day', () => {
    setTimeZone('Europe/Berlin');
    expect(formatToday('dd-MM-yyyy', new Date('2024-12-31T12:00:00Z'))).toBe('31-12-2024');
  });
});

describe('applySignatureLoadRule', () => {
  const now = new Date('2024-06-15T12:00:00Z');

  it('creates a missing signature section with the placeholder and today', () => {
    setTimeZone('UTC');
    const result = applySignatureLoadRule(def('MM-dd-yyyy'), { name: { name: 'Jane' } }, now);
    expect(result).toEqual({
      name: { name: 'Jane' },
      certification: { signature: SIGNATURE_NOT_REQUESTED, date: '06-15-2024' },
    });
  });

  it('resets an existing signature and keeps the saved date and the other answers', () => {
    setTimeZone('UTC');
    const answers = {
      certification: { name: 'Jane Doe', signature: 'Electronically signed by Jane Doe', date: '01-02-2023' },
    };
    const result = applySignatureLoadRule(def('MM-dd-yyyy'), answers, now);
    expect(result.certification).toEqual({ name: 'Jane Doe', signature: 'NOT YET REQUESTED', date: '01-02-2023' });
    expect(answers.certification.signature).toBe('Electronically signed by Jane Doe');
  });

  it('fills a blank date of a saved section with today and leaves an empty signature empty', () => {
    setTimeZone('UTC');
    const result = applySignatureLoadRule(
      def('MM-dd-yyyy', true),
      { certification: { name: 'Jane', signature: '', date: '' } },
      now,
    );
    expect(result.certification).toEqual({ name: 'Jane', signature: '', date: '06-15-2024', dateSigned: '06-15-2024' });
  });

  it('works on the section the definition names (part3 for W-8BEN and CRS-I)', () => {
    setTimeZone('UTC');
    const part3: FormDefinition = {
      ...def('dd-MM-yyyy'),
      formType: 'crsi_2024',
      family: 'CRS',
      signatureSection: 'part3',
      blocks: [{ id: 'part3', title: 'x', questions: [] }],
    };
    const result = applySignatureLoadRule(
      part3,
      { certification: { signature: 'kept' }, part3: { signature: 'Electronically signed by J' } },
      now,
    );
    expect(result.part3).toEqual({ signature: 'NOT YET REQUESTED', date: '15-06-2024' });
    expect(result.certification).toEqual({ signature: 'kept' });
  });

  it('uses the form date format and fills dateSigned where the section has it', () => {
    setTimeZone('UTC');
    const result = applySignatureLoadRule(def('dd-MM-yyyy', true), {}, now);
    expect(result.certification).toEqual({
      signature: 'NOT YET REQUESTED',
      date: '15-06-2024',
      dateSigned: '15-06-2024',
    });
  });

  it('applies the UTC cap to the date', () => {
    setTimeZone('Pacific/Kiritimati'); // UTC+14
    const result = applySignatureLoadRule(def('MM-dd-yyyy'), {}, new Date('2024-06-15T11:00:00Z'));
    expect(result.certification?.date).toBe('06-15-2024');
  });
});
