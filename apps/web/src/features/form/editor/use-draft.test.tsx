import type { OnlineConfig } from '@taxcert/contracts';
import { loadDefinition } from '@taxcert/forms';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import onlineConfig from '../../../../../../fixtures/config/online-config.json';
import { answersKey } from '../../../questionnaire/answers';
import { readDraft } from '../../../lib/session/drafts';
import { savedForm } from '../../../testing/saved-form';
import { membersOf, type Member } from '../logic/members';
import { createAnswersStore } from './answers-store';
import { DRAFT_WRITE_DELAY_MS, useDraftKeeping } from './use-draft';

/** The editor's draft keeping (ADR 047) on a fixed clock: one write per pause in typing, removed once nothing differs. */
const T0 = Date.UTC(2026, 10, 28, 10, 0);
/** The test clock's time (the fake clock starts at T0 and moves only as the test runs it). */
const clockNow = () => vi.getMockedSystemTime()?.getTime() ?? T0;
const owner = { customerId: 1001, subject: 'form:w9_2024:3' };
const subject = { kind: 'form', type: 'w9_2024', id: 3 } as const;
const server = { w9_2024: {} };
const checkedKeys = { w9_2024: answersKey({}) };

let members: Member[];
beforeAll(async () => {
  const def = (await loadDefinition('w9_2024'))!;
  members = membersOf([savedForm('w9_2024', 3, {})], [def], onlineConfig as unknown as OnlineConfig)!;
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The clock moves on (a synchronous act: the timers' callbacks run inside it). */
const wait = (ms: number) => void act(() => vi.advanceTimersByTime(ms));

function keep() {
  const answers = createAnswersStore({ w9_2024: {} });
  const hook = renderHook(() => useDraftKeeping({ owner, subject, members, answers, checkedKeys, server }));
  const type = (name: string) => void act(() => answers.set('w9_2024', { address: { line1: name } }));
  return { answers, hook, type };
}

describe('answers kept between Checks while typing', () => {
  it('are written once the typing pauses, each key putting the write off again', () => {
    const { type } = keep();
    type('J');
    wait(DRAFT_WRITE_DELAY_MS - 1);
    type('Ja');
    wait(DRAFT_WRITE_DELAY_MS - 1);
    expect(readDraft(owner, clockNow())).toBeNull();
    wait(1);
    expect(readDraft(owner, clockNow())?.forms.w9_2024).toEqual({ address: { line1: 'Ja' } });
  });

  it('are removed once the answers are the server’s again, and not written after the editor closed', () => {
    const { answers, hook, type } = keep();
    type('Jane');
    wait(DRAFT_WRITE_DELAY_MS);
    expect(readDraft(owner, clockNow())).not.toBeNull();
    void act(() => answers.set('w9_2024', {}));
    wait(DRAFT_WRITE_DELAY_MS);
    expect(readDraft(owner, clockNow())).toBeNull();
    type('Janet');
    hook.unmount();
    wait(DRAFT_WRITE_DELAY_MS);
    expect(readDraft(owner, clockNow())).toBeNull();
  });
});
