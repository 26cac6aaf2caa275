import { LOCALES } from '@taxcert/contracts/client';
import { loadExchangeCombobox } from '../questionnaire/widgets/ExchangeWidget';
import { loadJurisdictionPicker } from '../questionnaire/widgets/JurisdictionWidget';
import { loadDateLocale } from '../lib/i18n/date-locales';

/**
 * The chunks a form loads after its first paint, loaded before a test runs so that a test renders the
 * finished screen at once: every language's date-fns locale (the app loads the interface language's beside the
 * form's calls) and the Ariakit widgets. Their own tests load them afresh (lib/i18n/locale-format.test.ts,
 * widgets/deferred-widgets.test.tsx).
 */
await Promise.all([
  ...LOCALES.map((locale) => loadDateLocale(locale)),
  loadJurisdictionPicker(),
  loadExchangeCombobox(),
]);
