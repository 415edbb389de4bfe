/**
 * Spain's national holidays: the days that are holidays in every autonomous community, as listed by
 * the BOE's yearly "Resolución de la Dirección General de Trabajo, por la que se publica la relación
 * de fiestas laborales" for each year. Days a community may swap (Holy Thursday, Easter Monday, a
 * Monday after a Sunday holiday, St Joseph, St James) are regional: a firm adds the ones of its
 * authority's seat and its applicants' places as extra holidays (see the documents service's
 * `EXTRA_HOLIDAYS`). A year missing here is refused by the calendar rather than counted without holidays.
 */
export const NATIONAL_HOLIDAYS_SOURCE =
  'BOE, Resolución de la Dirección General de Trabajo por la que se publica la relación de fiestas laborales (one per year)';

export const NATIONAL_HOLIDAYS: Readonly<Record<number, readonly string[]>> = {
  2024: [
    '2024-01-01', // Año Nuevo
    '2024-01-06', // Epifanía del Señor
    '2024-03-29', // Viernes Santo
    '2024-05-01', // Fiesta del Trabajo
    '2024-08-15', // Asunción de la Virgen
    '2024-10-12', // Fiesta Nacional de España
    '2024-11-01', // Todos los Santos
    '2024-12-06', // Día de la Constitución
    '2024-12-08', // Inmaculada Concepción
    '2024-12-25', // Natividad del Señor
  ],
  2025: [
    '2025-01-01',
    '2025-01-06',
    '2025-04-18', // Viernes Santo
    '2025-05-01',
    '2025-08-15',
    '2025-10-12',
    '2025-11-01',
    '2025-12-06',
    '2025-12-08',
    '2025-12-25',
  ],
  2026: [
    '2026-01-01',
    '2026-01-06',
    '2026-04-03', // Viernes Santo
    '2026-05-01',
    '2026-08-15',
    '2026-10-12',
    '2026-11-01',
    '2026-12-06',
    '2026-12-08',
    '2026-12-25',
  ],
  2027: [
    '2027-01-01',
    '2027-01-06',
    '2027-03-26', // Viernes Santo
    '2027-05-01',
    '2027-08-15',
    '2027-10-12',
    '2027-11-01',
    '2027-12-06',
    '2027-12-08',
    '2027-12-25',
  ],
  2028: [
    '2028-01-01',
    '2028-01-06',
    '2028-04-14', // Viernes Santo
    '2028-05-01',
    '2028-08-15',
    '2028-10-12',
    '2028-11-01',
    '2028-12-06',
    '2028-12-08',
    '2028-12-25',
  ],
};
