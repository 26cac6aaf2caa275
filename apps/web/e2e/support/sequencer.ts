import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the browser files start in. Vitest's own order (the longest last time, else the largest file) puts the
 * family journey files last on a clean clone: they are small files of imports, yet the longest to run, their journeys
 * one at a time (ADR 102). Started last they ran alone at the end of the suite, one core idle. Here each journey file
 * starts beside one of the largest files, whose tests run at once and keep the other core busy.
 */
export class JourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isJourneys = (file: TestSpecification) => /\/journeys-[a-z]\.e2e\.ts$/.test(file.moduleId);
    const journeys = sorted.filter(isJourneys);
    const others = sorted.filter((file) => !isJourneys(file));
    return [
      ...journeys.flatMap((file, i) => (others[i] ? [others[i], file] : [file])),
      ...others.slice(journeys.length),
    ];
  }
}
