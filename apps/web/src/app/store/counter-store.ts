import { create } from 'zustand';

/** Spec §3: one slice named counter, its value starting at 0. Its use is not specified. */
export interface CounterSlice {
  value: number;
  increment(): void;
  decrement(): void;
  incrementByAmount(amount: number): void;
}

export interface AppStore {
  counter: CounterSlice;
}

export const useAppStore = create<AppStore>()((set) => ({
  counter: {
    value: 0,
    increment: () => set((s) => ({ counter: { ...s.counter, value: s.counter.value + 1 } })),
    decrement: () => set((s) => ({ counter: { ...s.counter, value: s.counter.value - 1 } })),
    incrementByAmount: (amount) =>
      set((s) => ({ counter: { ...s.counter, value: s.counter.value + amount } })),
  },
}));
