import { afterEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { BEHAVIOURS, type Behaviour } from '../src/contract-check/behaviour';
import { runContractCheck, type ContractRunResult } from '../src/contract-check/run';
import { loadFixtures } from '../src/fixtures/load';
import type { Scenario } from '../src/fixtures/scenario';
import { buildTestApp } from './helper';

/**
 * The conformance kit (`npm run test:contract`) fails against a server that breaks an obligation of
 * docs/integration.md: each scenario below breaks one behaviour on purpose (scenario key `broken`, tests only,
 * or a validation script), and the kit must report exactly that behaviour broken — and the run failed.
 */
const SCENARIOS: Record<Behaviour, Scenario> = {
  valid: {
    description: 'Broken on purpose: every W-9 is rejected',
    validation: {
      w9_2024: { rejections: [{ code: 'E-ALWAYS', codeDescription: 'Always rejected.', field: 'name.name' }] },
    },
  },
  invalid: { description: 'Broken on purpose: anything validates', broken: { acceptInvalidAnswers: true } },
  stages: { description: 'Broken on purpose: any stage signs', broken: { ignoreStageOrder: true } },
  retry: { description: 'Broken on purpose: a repeat is a new operation', broken: { repeatNotIdempotent: true } },
  pin: { description: 'Broken on purpose: any PIN is right', broken: { acceptWrongPin: true } },
  statuses: { description: 'Broken on purpose: statuses swapped', broken: { wrongStatuses: true } },
};

let app: SimApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The kit in write mode against an in-process simulator in `scenario`, on a test clock it moves instead of waiting. */
async function kitAgainst(scenario?: Scenario): Promise<ContractRunResult> {
  const fixtures = loadFixtures();
  if (scenario) fixtures.scenarios.set('broken-on-purpose', scenario);
  let ahead = 0;
  const now = () => new Date(Date.parse('2026-06-01T09:00:00Z') + ahead);
  app = await buildTestApp({ fixtures, scenario: scenario ? 'broken-on-purpose' : 'default', now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return runContractCheck({
    baseUrl: `http://127.0.0.1:${port}`,
    writes: true,
    now,
    idleMinutes: 21,
    wait: async (ms) => {
      ahead += ms;
    },
  });
}

const brokenOf = (result: ContractRunResult) => [
  ...new Set(result.behaviours.filter((b) => b.outcome === 'broken').map((b) => b.behaviour)),
];

describe('the conformance kit checks behaviour, not only shapes', () => {
  it('every behaviour check holds against the simulator, none is left unchecked', async () => {
    const result = await kitAgainst();
    expect(result.behaviours.filter((b) => b.outcome !== 'holds')).toEqual([]);
    expect(new Set(result.behaviours.map((b) => b.behaviour))).toEqual(new Set(Object.keys(BEHAVIOURS)));
    expect(result.ok).toBe(true);
  });

  for (const [behaviour, scenario] of Object.entries(SCENARIOS) as [Behaviour, Scenario][]) {
    it(`fails, naming only "${BEHAVIOURS[behaviour]}", against: ${scenario.description}`, async () => {
      const result = await kitAgainst(scenario);
      expect(brokenOf(result)).toEqual([behaviour]);
      // Each status the scenario swaps is caught by its own check (none hides another).
      if (behaviour === 'statuses')
        expect(result.behaviours.filter((b) => b.behaviour === 'statuses').map((b) => b.outcome)).toEqual([
          'broken',
          'broken',
          'broken',
          'broken',
        ]);
      expect(result.ok).toBe(false);
      expect(result.coverage).toMatch(/behaviour: \d+ of \d+ checks hold, [1-9]\d* broken/);
    });
  }
});
