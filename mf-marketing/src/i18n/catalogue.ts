import en from './en.json';
import es from './es.json';

/** Typed against the English file, so a key missing in Spanish fails the type check. */
export const catalogue: { en: typeof en; es: typeof en } = { en, es };
