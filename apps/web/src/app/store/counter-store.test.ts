import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from './counter-store';

const counter = () => useAppStore.getState().counter;

describe('the counter store (spec §3)', () => {
  beforeEach(() => {
    useAppStore.setState({ counter: { ...counter(), value: 0 } });
  });

  it('starts at 0 and counts up, down and by an amount', () => {
    expect(counter().value).toBe(0);
    counter().increment();
    counter().increment();
    counter().decrement();
    expect(counter().value).toBe(1);
    counter().incrementByAmount(5);
    expect(counter().value).toBe(6);
  });
});
