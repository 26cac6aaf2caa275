import { describeWithSimulator } from './support';
import { crsEntityJourney } from './journeys/crs-entity';
import { fatcaCrseJourney } from './journeys/fatca-crse';
import { prequalJourneys } from './journeys/prequal';
import { rc519Journey } from './journeys/rc519';
import { w8benTreatyJourney } from './journeys/w8ben-treaty';
import { w8beneJourney } from './journeys/w8bene';
import { w8expJourney } from './journeys/w8exp-foreign-government';
import { w8imyJourney } from './journeys/w8imy';
import { w9Journey } from './journeys/w9';

/**
 * One browser journey per form family (the GUIDE's "one journey per family"), each a test of its own in a module of
 * e2e/journeys/, run in one file: one simulator and one Chromium for the eight, their tests concurrent, each in its
 * own browser context (ADR 102); and the pre-qualifying questionnaire's walks, one per kind of account holder.
 * Each journey signs in on the scenario it needs.
 */
describeWithSimulator('family journeys', (suite) => {
  // The longest walk first: a file lasts as long as its last test to start and finish.
  prequalJourneys(suite);
  w9Journey(suite);
  w8benTreatyJourney(suite);
  w8beneJourney(suite);
  w8imyJourney(suite);
  w8expJourney(suite);
  crsEntityJourney(suite);
  fatcaCrseJourney(suite);
  rc519Journey(suite);
});
