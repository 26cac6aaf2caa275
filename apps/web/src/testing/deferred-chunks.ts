import { LOCALES } from '@taxcert/contracts/client';
import { loadExchangeCombobox } from '../components/questionnaire/widgets/ExchangeWidget';
import { loadJurisdictionPicker } from '../components/questionnaire/widgets/JurisdictionWidget';
import { loadDateLocale } from '../lib/date-locales';

/**
 * The chunks a form loads after its first paint, loaded before a test runs so that a test renders the
 * finished screen at once: every language's date-fns locale (the app loads the interface language's beside the
 * form's calls) and the Ariakit widgets. Their own tests load them afresh (lib/locale-format.test.ts,
 * widgets/deferred-widgets.test.tsx).
 */
await Promise.all([
  ...LOCALES.map((locale) => loadDateLocale(locale)),
  loadJurisdictionPicker(),
  loadExchangeCombobox(),
]);
