import type { Answers } from '@taxcert/engine';

/**
 * Jane's W-8BEN (pre-fill `data`) as its rules want it — her record says US citizen and US address, so citizenship,
 * permanent address, foreign TIN and treaty claim are a German resident's — signed by `signer`, with `change` laid over.
 */
export const cleanW8ben = (data: Answers, signer: string, change: Answers = {}): Answers => ({
  ...data,
  citizenship: { country: 'DE' },
  address: { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
  foreignTin: { tin: '1800475002001', notRequired: false },
  treatyClaim: { claimed: 'No' },
  part3: { ...data.part3, capacityToSign: true, name: signer },
  ...change,
});
