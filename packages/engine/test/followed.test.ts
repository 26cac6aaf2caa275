import { describe, expect, it } from 'vitest';
import {
  followedAnswers,
  followingWrites,
  withFollowedBlocks,
  type AnswerValue,
  type FieldAnswers,
  type FollowedBlockDef,
} from '../src/index';

/** 'two' has a home block that follows 'one''s residence block. */
const home: FollowedBlockDef = {
  from: 'one/residence',
  to: 'two/home',
  fields: ['street', 'city', 'country'],
  note: 'm.homeFollows',
};
const berlin = { street: 'Unter den Linden 1', city: 'Berlin', country: 'DE' };

/** What a form holds, read by field name as the web app's form does. */
const holding = (answers: Record<string, AnswerValue>) => (name: string) => answers[name];

describe('a block that follows a block of another form of the group', () => {
  it("gives the following form the other block's answers by its own field names, '' where none", () => {
    expect(
      followedAnswers([home], 'two', { one: { residence: { street: 'Unter den Linden 1', country: 'DE' } }, two: {} }),
    ).toEqual({
      'home.street': 'Unter den Linden 1',
      'home.city': '',
      'home.country': 'DE',
    });
    expect(followedAnswers([home], 'one', { one: { residence: berlin } })).toEqual({});
  });

  it('a blank block follows; one holding what it was last given follows; one the customer changed does not', () => {
    const next: FieldAnswers = { 'home.street': 'Rue de Rivoli 2', 'home.city': 'Paris', 'home.country': 'FR' };
    const previous: FieldAnswers = {
      'home.street': berlin.street,
      'home.city': berlin.city,
      'home.country': berlin.country,
    };
    expect(followingWrites(holding({}), null, next)).toEqual(Object.entries(next));
    expect(followingWrites(holding(previous), previous, next)).toEqual(Object.entries(next));
    // Only the fields that differ are written; a field already holding the new answer agrees.
    expect(followingWrites(holding({ ...previous, 'home.country': 'FR' }), previous, next)).toEqual([
      ['home.street', 'Rue de Rivoli 2'],
      ['home.city', 'Paris'],
    ]);
    // The customer typed their own street: the block is theirs, no field of it moves (no Paris beside their street).
    expect(followingWrites(holding({ ...previous, 'home.street': 'Hauptstraße 5' }), previous, next)).toEqual([]);
    // Before anything was given (a form just opened), a block holding other answers keeps them.
    expect(followingWrites(holding(previous), null, next)).toEqual([]);
    expect(followingWrites(holding(next), null, next)).toEqual([]);
    // A blank field given '' is not a change.
    expect(followingWrites(holding({}), null, { 'home.street': '', 'home.city': 'Paris' })).toEqual([
      ['home.city', 'Paris'],
    ]);
  });

  it('a field the other form empties empties here too while the block follows', () => {
    const previous: FieldAnswers = { 'home.street': berlin.street, 'home.city': berlin.city, 'home.country': 'DE' };
    expect(followingWrites(holding(previous), previous, { ...previous, 'home.city': '' })).toEqual([['home.city', '']]);
  });

  it('withFollowedBlocks fills a blank following block in, leaves one holding any answer alone, and a form absent absent', () => {
    expect(withFollowedBlocks([home], { one: { residence: berlin }, two: { other: { x: 'y' } } })).toEqual({
      one: { residence: berlin },
      two: { other: { x: 'y' }, home: berlin },
    });
    expect(withFollowedBlocks([home], { one: { residence: berlin }, two: { home: { city: 'Paris' } } }).two).toEqual({
      home: { city: 'Paris' },
    });
    expect(withFollowedBlocks([home], { one: { residence: berlin } })).toEqual({ one: { residence: berlin } });
    // Nothing to follow yet: the block stays as it was.
    expect(withFollowedBlocks([home], { one: {}, two: {} }).two).toEqual({});
  });
});
