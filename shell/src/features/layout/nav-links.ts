/** Desktop and mobile top-bar links (docs/product/screens.md). */
export const NAV_LINKS = [
  { to: '/how-it-works', labelKey: 'nav.howItWorks' },
  { to: '/pricing', labelKey: 'nav.pricing' },
  { to: '/contact', labelKey: 'nav.contact' },
] as const;
