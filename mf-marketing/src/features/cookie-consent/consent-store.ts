import { create } from 'zustand';
import { readConsent, writeConsent, type ConsentChoice } from './lib/consent-cookie';

type ConsentState = {
  choice: ConsentChoice | null;
  /** The banner shows while there is no choice, or when reopened from the cookie policy. */
  bannerOpen: boolean;
  decide: (analytics: boolean) => void;
  reopen: () => void;
  /** Re-reads the cookie (tests, or after the cookie changed outside this store). */
  reload: () => void;
};

function initialState() {
  const choice = typeof document === 'undefined' ? null : readConsent();
  return { choice, bannerOpen: choice === null };
}

export const useConsentStore = create<ConsentState>()((set) => ({
  ...initialState(),
  decide: (analytics) => {
    const choice = { analytics, decidedAt: new Date().toISOString() };
    writeConsent(choice);
    set({ choice, bannerOpen: false });
  },
  reopen: () => set({ bannerOpen: true }),
  reload: () => set(initialState()),
}));
