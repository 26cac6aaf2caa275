import { describeWithSimulator } from './support';
import { w8beneJourney } from './journeys/w8bene';
import { w8expJourney } from './journeys/w8exp-foreign-government';
import { w8imyJourney } from './journeys/w8imy';

/** The entity W-8 family journeys (see journeys-a.e2e.ts, ADR 102), one at a time. */
describeWithSimulator('family journeys (b)', { sequential: true }, (suite) => {
  w8imyJourney(suite);
  w8beneJourney(suite);
  w8expJourney(suite);
});
