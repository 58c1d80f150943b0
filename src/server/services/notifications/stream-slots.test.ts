import { describe, expect, it } from 'vitest';
import { StreamSlots } from './stream-slots';

describe('StreamSlots', () => {
  it("closes the account's oldest stream, in the order they were opened", () => {
    const slots = new StreamSlots(10, 2);
    const [a, b, c] = [slots.take('u'), slots.take('u'), slots.take('u')];
    expect([a.signal.aborted, b.signal.aborted, c.signal.aborted]).toEqual([true, false, false]);
    expect(a.signal.reason).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    slots.take('u');
    expect(b.signal.aborted).toBe(true);
    expect(slots.size).toBe(2);
  });

  it('lets an account at its own cap replace its oldest even when the total is reached', () => {
    const slots = new StreamSlots(2, 2);
    const first = slots.take('u');
    slots.take('u');
    expect(() => slots.take('v')).toThrow(expect.objectContaining({ code: 'TOO_MANY_REQUESTS' }));
    slots.take('u');
    expect(first.signal.aborted).toBe(true);
    expect(slots.size).toBe(2);
  });

  it('counts a release once, also after the slot was taken over', () => {
    const slots = new StreamSlots(3, 1);
    const old = slots.take('u');
    const current = slots.take('u');
    old.release();
    old.release();
    expect(slots.size).toBe(1);
    current.release();
    expect(slots.size).toBe(0);
    slots.take('v');
    expect(slots.size).toBe(1);
  });
});
