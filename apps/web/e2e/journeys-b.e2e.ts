import { describeWithSimulator } from './support';
import { crsEntityJourney } from './journeys/crs-entity';
import { fatcaCrseJourney } from './journeys/fatca-crse';
import { rc519Journey } from './journeys/rc519';
import { w8beneJourney } from './journeys/w8bene';
import { w8expJourney } from './journeys/w8exp-foreign-government';

/** The other half of the family journeys (see journeys-a.e2e.ts, ADR 102), one at a time. */
describeWithSimulator('family journeys (b)', { sequential: true }, (suite) => {
  w8beneJourney(suite);
  w8expJourney(suite);
  crsEntityJourney(suite);
  fatcaCrseJourney(suite);
  rc519Journey(suite);
});
