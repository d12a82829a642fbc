import { create } from 'zustand';

/** The global loading overlay: anyone may hold it; it shows while anyone does. */
export const useGlobalLoading = create<{ holders: number; hold: () => () => void }>()((set) => ({
  holders: 0,
  hold: () => {
    set((state) => ({ holders: state.holders + 1 }));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      set((state) => ({ holders: Math.max(0, state.holders - 1) }));
    };
  },
}));
