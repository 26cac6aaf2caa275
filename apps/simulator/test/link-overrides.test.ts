import { LinkOverrideSchema } from '@taxcert/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, expectContract } from './helper';

/** app-shell.md §2: the footer pages an institution serves itself, the accessibility statement among them. */
describe('link overrides (scenario link-overrides)', () => {
  let app: SimApp;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'link-overrides' });
  });
  afterAll(() => app.close());

  it('answers the privacy notice and the accessibility statement the institution publishes itself', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expectContract('config.get', res);
    expect(res.json<{ linkOverrides: unknown }>().linkOverrides).toEqual([
      { key: 'privacy', value: 'https://bank.example/privacy' },
      { key: 'accessibility', value: 'https://bank.example/accessibility' },
    ]);
  });

  it('takes the footer pages only: privacy, cookies, terms of use and the accessibility statement', () => {
    for (const key of ['privacy', 'cookies', 'termsOfUse', 'accessibility'])
      expect(LinkOverrideSchema.safeParse({ key, value: 'https://bank.example/' }).success, key).toBe(true);
    for (const key of ['eula', 'help', 'Accessibility', ''])
      expect(LinkOverrideSchema.safeParse({ key, value: 'https://bank.example/' }).success, key).toBe(false);
    expect(LinkOverrideSchema.safeParse({ key: 'accessibility', value: '' }).success).toBe(false);
  });
});
