import { defaultAnswers, type FormDefinition } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { coveringStates, exploreDefinition, fireRule } from '../src/testing';
import { today } from './support';

/** The search behind the generated definition tests, on a small definition whose answers are known. */
const def: FormDefinition = {
  formType: 'test_only',
  family: 'W',
  title: 't',
  revision: 'r',
  signatureSection: 'sign',
  dateFormat: 'MM-dd-yyyy',
  blocks: [
    {
      id: 'kind',
      title: 'b.kind',
      questions: [
        {
          id: 'kind',
          label: 'q.kind',
          widget: 'radio',
          default: '1',
          props: {
            options: [
              { value: '1', label: 'o.1' },
              { value: '7', label: 'o.7' },
            ],
          },
        },
        // Two changes away: kind 7, then the box ticked.
        { id: 'explain', label: 'q.explain', widget: 'checkbox', visible: (ctx) => ctx.block.kind === '7' },
        {
          id: 'details',
          label: 'q.details',
          widget: 'text',
          visible: (ctx) => ctx.block.kind === '7' && ctx.block.explain === true,
          rules: [{ kind: 'maxLength', max: 5, message: 'e.details' }],
        },
        { id: 'never', label: 'q.never', widget: 'text', visible: (ctx) => ctx.block.kind === 'no such option' },
        { id: 'off', label: 'q.off', widget: 'text', visible: false },
        {
          id: 'tin',
          label: 'q.tin',
          widget: 'text',
          rules: (ctx) =>
            ctx.block.kind === '7'
              ? [{ kind: 'length', length: 9, message: 'e.tin.length' }]
              : [
                  { kind: 'required', message: 'e.tin' },
                  { kind: 'custom', test: () => true, message: 'e.tin.never' },
                ],
        },
      ],
    },
    {
      id: 'people',
      title: 'b.people',
      questions: [
        {
          id: 'people',
          label: 'q.people',
          widget: 'repeater',
          props: { min: 0, max: 2 },
          items: {
            itemTitle: 'i.person',
            questions: [
              { id: 'name', label: 'q.name', widget: 'text', rules: [{ kind: 'required', message: 'e.name' }] },
            ],
          },
        },
      ],
    },
    {
      id: 'sign',
      title: 'b.sign',
      questions: [
        { id: 'name', label: 'q.signer', widget: 'text', rules: [{ kind: 'required', message: 'e.signer' }] },
      ],
    },
  ],
};

const options = { reference: {}, today };
const exploration = exploreDefinition(def, { seeds: [defaultAnswers(def)], ...options });

describe('exploring a definition', () => {
  it('reaches questions one and two answers away, and inside repeater items', () => {
    for (const path of [
      'kind',
      'kind.kind',
      'kind.explain',
      'kind.details',
      'people.people',
      'people.people.*.name',
      'sign.name',
    ]) {
      expect(exploration.visibleIn.has(path), path).toBe(true);
    }
  });

  it('reports a question no answer shows, and lists one the definition turns off', () => {
    expect(exploration.all.filter((path) => !exploration.visibleIn.has(path))).toEqual(['kind.never', 'kind.off']);
    expect(exploration.hiddenByDefinition).toEqual(['kind.off']);
  });

  it('collects the rules a question declares under each reachable answer', () => {
    expect([...exploration.rules.keys()].sort()).toEqual([
      'kind.details|maxLength|e.details',
      'kind.tin|custom|e.tin.never',
      'kind.tin|length|e.tin.length',
      'kind.tin|required|e.tin',
      'people.people.*.name|required|e.name',
      'sign.name|required|e.signer',
    ]);
  });

  it('makes each rule fire with a crafted answer, and reports one that cannot', () => {
    const silent = [...exploration.rules.entries()]
      .filter(([, site]) => fireRule(def, exploration, site, options) === undefined)
      .map(([key]) => key);
    expect(silent).toEqual(['kind.tin|custom|e.tin.never']);
    const site = exploration.rules.get('kind.details|maxLength|e.details');
    expect(site && fireRule(def, exploration, site, options)?.kind).toMatchObject({
      kind: '7',
      explain: true,
      details: 'xxxxxx',
    });
  });

  it('picks few states that between them show every visible question', () => {
    const states = coveringStates(def, exploration, options);
    expect(states.length).toBeLessThanOrEqual(2);
    expect(states.some((answers) => answers.kind?.details !== undefined || answers.kind?.explain === true)).toBe(true);
  });

  it('picks fewer states when every visible block is enough: here one, the default answers, shows all three', () => {
    const states = coveringStates(def, exploration, options, 'block');
    expect(states).toHaveLength(1);
    expect(states[0]?.kind?.kind).toBe('1');
  });
});
