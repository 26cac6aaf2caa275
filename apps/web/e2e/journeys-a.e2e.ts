import { describeWithSimulator } from './support';
import { prequalJourneys } from './journeys/prequal';
import { w8benTreatyJourney } from './journeys/w8ben-treaty';
import { w9Journey } from './journeys/w9';

/**
 * One browser journey per form family (the GUIDE's "one journey per family"), each a test of its own in a module of
 * e2e/journeys/, run in three files (this one, journeys-b.e2e.ts and journeys-c.e2e.ts): one simulator and one
 * Chromium a file, not one a journey (ADR 102). A file's journeys run one at a time: four at once on one simulator (its
 * PDF renders on one event loop) timed out under load. So they are the longest files, and the suite starts them
 * first, each beside a file whose tests run at once (e2e/support/sequencer.ts). Each journey signs in on the scenario
 * it needs.
 */
describeWithSimulator('family journeys (a)', { sequential: true }, (suite) => {
  prequalJourneys(suite);
  w9Journey(suite);
  w8benTreatyJourney(suite);
});
