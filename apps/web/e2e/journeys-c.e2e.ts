import { describeWithSimulator } from './support';
import { crsEntityJourney } from './journeys/crs-entity';
import { fatcaCrseJourney } from './journeys/fatca-crse';
import { rc519Journey } from './journeys/rc519';

/** The CRS, FATCA/CRS and Canadian family journeys (see journeys-a.e2e.ts, ADR 102), one at a time. */
describeWithSimulator('family journeys (c)', { sequential: true }, (suite) => {
  crsEntityJourney(suite);
  fatcaCrseJourney(suite);
  rc519Journey(suite);
});
