import type { FormDefinition } from '@taxcert/engine';
import { formCatalogue } from '../catalogue';
import { crsi_2024 } from './crsi_2024';

const { family, signatureSection, dateFormat, revision } = formCatalogue.crsi;

/**
 * The unversioned CRS individual self-certification: the 2024 revision's parts, questions, limits, declaration and
 * paper layout under the catalogue's unversioned code (ADR 017: nothing in the spec or the reference tells it apart
 * from `crsi_2024`, so it asks the same). Its revision is its catalogue edition, 2016.
 */
export const crsi: FormDefinition = {
  ...crsi_2024,
  formType: 'crsi',
  revision,
  family,
  signatureSection,
  dateFormat,
};
