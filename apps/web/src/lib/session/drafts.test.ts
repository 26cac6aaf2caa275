import { afterEach, describe, expect, it } from 'vitest';
import {
  DRAFT_MAX_AGE_MS,
  forgetResume,
  hasDrafts,
  readDraft,
  readResume,
  removeDraft,
  writeDraft,
  type Draft,
} from './drafts';
import { removeAllDrafts } from './draft-storage';

const T0 = Date.UTC(2026, 10, 28, 10, 0);
const jane = { customerId: 1001, subject: 'form:w9_2024:7' };
const draft = (savedAt = T0): Draft => ({
  savedAt,
  base: { w9_2024: 'k' },
  forms: { w9_2024: { identity: { name: 'Jane' } } },
  retype: {},
});

afterEach(() => localStorage.clear());

describe('drafts in this browser (ADR 047)', () => {
  it('keeps a draft per customer and form, and the way back to it', () => {
    writeDraft(jane, draft(), '/forms/w9_2024/7');
    expect(readDraft(jane, T0 + 1000)).toEqual(draft());
    expect(readDraft({ customerId: 1002, subject: jane.subject }, T0)).toBeNull();
    expect(hasDrafts(1001)).toBe(true);
    expect(hasDrafts(1002)).toBe(false);
    expect(hasDrafts()).toBe(true);
    expect(readResume(1001, T0)).toBe('/forms/w9_2024/7');
    expect(readResume(1002, T0)).toBeNull();
    forgetResume();
    expect(readResume(1001, T0)).toBeNull();
  });

  it('forgets a draft older than a week, and one that cannot be read', () => {
    writeDraft(jane, draft(), '/forms/w9_2024/7');
    expect(readDraft(jane, T0 + DRAFT_MAX_AGE_MS)).not.toBeNull();
    expect(readDraft(jane, T0 + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(hasDrafts(1001)).toBe(false);
    localStorage.setItem('taxcert.draft.v1:1001:form:w9_2024:7', '{not json');
    expect(readDraft(jane, T0)).toBeNull();
  });

  it('removing a draft removes the way back to it; logging out removes them all', () => {
    writeDraft(jane, draft(), '/forms/w9_2024/7');
    removeDraft(jane);
    expect(readDraft(jane, T0)).toBeNull();
    expect(readResume(1001, T0)).toBeNull();
    writeDraft(jane, draft(), '/forms/w9_2024/7');
    writeDraft({ customerId: 1002, subject: 'group:crsiw8ben:3' }, draft(), '/forms/groups/crsiw8ben/3');
    localStorage.setItem('taxcert_other', 'kept');
    removeAllDrafts();
    expect(hasDrafts()).toBe(false);
    expect(readResume(1002, T0)).toBeNull();
    expect(localStorage.getItem('taxcert_other')).toBe('kept');
  });

  it('goes back only to a path of this app', () => {
    writeDraft(jane, draft(), '//evil.example/x');
    expect(readResume(1001, T0)).toBeNull();
  });
});
