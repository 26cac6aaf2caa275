import type { OnlineConfig } from '@taxcert/contracts';
import { describe, expect, it } from 'vitest';
import { offeredCount } from './InsufficientInformation';

const entry = (formType: string, patch = {}) => ({ formType, isEnabled: true, isVisible: true, ...patch });

describe('offeredCount (Back on insufficient information)', () => {
  it('counts enabled and visible form types and groups', () => {
    const config = {
      formTypes: [entry('a'), entry('b', { isVisible: false }), entry('c', { isEnabled: false })],
      formGroups: [entry('g')],
    } as unknown as OnlineConfig;
    expect(offeredCount(config)).toBe(2);
    expect(offeredCount(null)).toBe(0);
  });
});
