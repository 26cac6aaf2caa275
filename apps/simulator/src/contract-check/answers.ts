import type { FormData } from '@taxcert/contracts';

type Data = Record<string, Record<string, unknown>>;

/**
 * Answers that pass every rule, per form type the journey fills: the form's own (pre-filled) data with the
 * questions the rules require, and the signer's name where the signature section asks for it.
 */
const fillers: Record<string, (data: Data, signer: string) => Data> = {
  w9_2024: (data, signer) => w9(data, signer),
  w9_2018: (data, signer) => w9(data, signer),
  crsi_2024: (data, signer) => ({
    ...data,
    taxResidences: { taxResidences: [{ country: 'FR', tin: 'FR-2941-7730' }] },
    part3: { ...data.part3, name: signer },
  }),
  w8ben_2021: (data, signer) => ({
    ...data,
    foreignTin: { ...data.foreignTin, tin: '1800475002001', notRequired: false },
    treatyClaim: { claimed: 'No' },
    part3: { ...data.part3, capacityToSign: true, name: signer },
  }),
};

function w9(data: Data, signer: string): Data {
  return {
    ...data,
    name: { ...data.name, name: signer },
    address: { ...data.address, line1: '1 Main Street', line3: 'Springfield', line4: 'IL', postalCode: '62701', country: 'US' },
    usTin: { ...data.usTin, tinType: 'Ssn', tin: '521447812', appliedFor: 'No' },
    certification: { ...data.certification, name: signer },
  };
}

/** The form types the journey can fill. */
export const fillableFormTypes: readonly string[] = Object.keys(fillers);

/** Valid answers for a form type from its current data, or undefined for a type the journey cannot fill. */
export function validAnswers(formType: string, data: unknown, signer: string): FormData | undefined {
  const fill = fillers[formType];
  const current = (data && typeof data === 'object' ? data : {}) as Data;
  return fill ? (fill(current, signer) as FormData) : undefined;
}
