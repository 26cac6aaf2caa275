import type { FormDefinition } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { withoutIdentifiers, withServerIdentifiers } from './draft-answers';

/** Only `blocks` is read: a name, a US TIN, and residences each with a foreign TIN typed as text. */
const def = {
  blocks: [
    {
      id: 'identity',
      title: 't',
      questions: [
        { id: 'name', label: 'l', widget: 'text' },
        { id: 'tin', label: 'l', widget: 'tin', props: { identifier: 'ssn' } },
      ],
    },
    {
      id: 'residences',
      title: 't',
      questions: [
        {
          id: 'list',
          label: 'l',
          widget: 'repeater',
          items: {
            itemTitle: 'i',
            questions: [
              { id: 'country', label: 'l', widget: 'country' },
              { id: 'foreignTin', label: 'l', widget: 'text', props: { identifier: 'ftin' } },
            ],
          },
        },
      ],
    },
  ],
} as unknown as FormDefinition;

const saved = {
  identity: { name: 'Jane Doe', tin: '521447812' },
  residences: { list: [{ country: 'FR', foreignTin: 'FR-1234' }] },
};

describe('answers kept in the browser (ADR 047): never a tax identification number', () => {
  it('removes every identifier, at any depth, and names only those typed since the server’s', () => {
    const now = {
      identity: { name: 'Jane Q. Doe', tin: '521447812' },
      residences: {
        list: [
          { country: 'FR', foreignTin: 'FR-1234' },
          { country: 'DE', foreignTin: 'DE-98765' },
        ],
      },
    };
    const kept = withoutIdentifiers(def, now, saved);
    expect(kept.answers).toEqual({
      identity: { name: 'Jane Q. Doe' },
      residences: { list: [{ country: 'FR' }, { country: 'DE' }] },
    });
    expect(JSON.stringify(kept.answers)).not.toMatch(/521447812|1234|98765/);
    expect(kept.retype).toEqual(['residences.list.1.foreignTin']);
  });

  it('a changed TIN is named to type again; a cleared one is not', () => {
    expect(withoutIdentifiers(def, { identity: { name: 'J', tin: '111223333' } }, saved).retype).toEqual([
      'identity.tin',
    ]);
    expect(withoutIdentifiers(def, { identity: { name: 'J', tin: '' } }, saved).retype).toEqual([]);
  });

  it('restores the identifiers the server holds, and leaves those to type again empty', () => {
    const kept = {
      identity: { name: 'Jane Q. Doe' },
      residences: { list: [{ country: 'FR' }, { country: 'DE' }] },
    };
    expect(withServerIdentifiers(def, kept, saved, ['residences.list.1.foreignTin'])).toEqual({
      identity: { name: 'Jane Q. Doe', tin: '521447812' },
      residences: { list: [{ country: 'FR', foreignTin: 'FR-1234' }, { country: 'DE' }] },
    });
    expect(withServerIdentifiers(def, { identity: { name: 'J' } }, saved, ['identity.tin'])).toEqual({
      identity: { name: 'J' },
    });
  });
});
