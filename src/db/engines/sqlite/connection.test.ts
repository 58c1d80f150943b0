import { expect, it } from 'vitest';
import { openDb } from './connection';

it('hands out a cached statement as a new one would be: named rows, not plucked or raw', () => {
  const { $client: client } = openDb(':memory:');
  const text = 'select 1 as one, 2 as two';
  expect(client.prepare(text).pluck().get()).toBe(1);
  expect(client.prepare(text).get()).toEqual({ one: 1, two: 2 });
  expect(client.prepare(text).raw().get()).toEqual([1, 2]);
  expect(client.prepare(text).get()).toEqual({ one: 1, two: 2 });
});
