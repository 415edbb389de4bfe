/** Fictional partners: invented names with our own marks, no real brands. */
export const PARTNERS = [
  { id: 'lexIberica', mark: 'scales', color: '#175e55' },
  { id: 'costaRelocation', mark: 'wave', color: '#0e7490' },
  { id: 'mesetaAbogados', mark: 'mountain', color: '#a63612' },
  { id: 'puertoCowork', mark: 'anchor', color: '#1e3a8a' },
  { id: 'solanaGestoria', mark: 'sun', color: '#c2410c' },
  { id: 'brujulaSeguros', mark: 'compass', color: '#4d7c0f' },
] as const;

export type Partner = (typeof PARTNERS)[number];
export type PartnerMark = Partner['mark'];
