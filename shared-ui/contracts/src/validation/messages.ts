/**
 * Every validation and API error message of docs/product/validation.md and docs/product/messages.md, in both languages.
 * Schemas carry the key; the server answers with the English text, the browser translates the key.
 */
export const validationMessages = {
  email_required: { en: 'Email is required', es: 'El correo electrónico es obligatorio' },
  email_invalid: {
    en: 'Please enter a valid email address',
    es: 'Introduce un correo electrónico válido',
  },
  email_too_long: {
    en: 'Email must be less than 255 characters',
    es: 'El correo debe tener menos de 255 caracteres',
  },
  password_required: { en: 'Password is required', es: 'La contraseña es obligatoria' },
  password_too_short: {
    en: 'Password must be at least 8 characters long',
    es: 'La contraseña debe tener al menos 8 caracteres',
  },
  password_too_long: {
    en: 'Password must be at most 128 characters long',
    es: 'La contraseña debe tener como máximo 128 caracteres',
  },
  password_complexity: {
    en: 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    es: 'La contraseña debe contener al menos una mayúscula, una minúscula, un número y un carácter especial (@$!%*?&)',
  },
  passwords_do_not_match: { en: 'Passwords do not match', es: 'Las contraseñas no coinciden' },
  passwords_dont_match: { en: "Passwords don't match", es: 'Las contraseñas no coinciden' },
  missing_information: { en: 'Missing information', es: 'Falta información' },
  first_name_required: { en: 'First name is required', es: 'El nombre es obligatorio' },
  last_name_required: { en: 'Last name is required', es: 'El apellido es obligatorio' },
  first_name_letters: {
    en: 'First name may contain only letters and spaces',
    es: 'El nombre solo puede contener letras y espacios',
  },
  last_name_letters: {
    en: 'Last name may contain only letters and spaces',
    es: 'El apellido solo puede contener letras y espacios',
  },
  first_name_length: {
    en: 'First name must be between 2 and 50 characters',
    es: 'El nombre debe tener entre 2 y 50 caracteres',
  },
  last_name_length: {
    en: 'Last name must be between 2 and 50 characters',
    es: 'El apellido debe tener entre 2 y 50 caracteres',
  },
  phone_invalid: {
    en: 'Please enter a valid phone number',
    es: 'Introduce un número de teléfono válido',
  },
  date_invalid: { en: 'Please enter a valid date', es: 'Introduce una fecha válida' },
  case_details_required: {
    en: 'This stage needs this detail',
    es: 'Esta etapa necesita este dato',
  },
  requirement_status_mismatch: {
    en: 'A paper that needs nothing is "not needed"; one that needs it is "required" or "done"',
    es: 'Un documento que no lo necesita está en «no necesario»; uno que sí, en «pendiente» o «hecho»',
  },
  family_relation_invalid: {
    en: 'Choose spouse, partner, child or parent',
    es: 'Elige cónyuge, pareja, hijo o progenitor',
  },
  born_in_future: {
    en: 'The date of birth cannot be in the future',
    es: 'La fecha de nacimiento no puede ser futura',
  },
  nationality_required: {
    en: 'Nationality is required',
    es: 'La nacionalidad es obligatoria',
  },
  adult_child_not_dependent: {
    en: 'A child of 18 or more can come only if they depend on you financially',
    es: 'Un hijo de 18 años o más solo puede venir si depende económicamente de ti',
  },
  parent_not_dependent: {
    en: 'A parent can come only if they depend on you financially',
    es: 'Un progenitor solo puede venir si depende económicamente de ti',
  },
  family_partner_exists: {
    en: 'Only one spouse or partner can come with you',
    es: 'Solo puede acompañarte un cónyuge o pareja',
  },
  family_full: {
    en: 'At most 8 family members can come with you',
    es: 'Pueden acompañarte como máximo 8 familiares',
  },
  event_in_future: {
    en: 'This date cannot be in the future',
    es: 'Esta fecha no puede ser futura',
  },
  too_many_items: {
    en: 'A request can name at most 10 documents',
    es: 'Un requerimiento puede nombrar como máximo 10 documentos',
  },
  item_name_required: {
    en: 'Each requested document needs a name',
    es: 'Cada documento requerido necesita un nombre',
  },
  valid_until_before_date: {
    en: 'The permit must be valid after the date of the decision',
    es: 'El permiso debe ser válido después de la fecha de la resolución',
  },
  holidays_unknown: {
    en: 'The platform has no holiday calendar for that year yet',
    es: 'La plataforma aún no tiene el calendario de festivos de ese año',
  },
  issued_in_future: {
    en: 'The issue date cannot be in the future',
    es: 'La fecha de expedición no puede ser futura',
  },
  expiry_before_issue: {
    en: 'The expiry date must come after the issue date',
    es: 'La fecha de caducidad debe ser posterior a la de expedición',
  },
  date_of_birth_adult: {
    en: 'You must be at least 18 years old',
    es: 'Debes tener al menos 18 años',
  },
  text_too_long: { en: 'This field is too long', es: 'Este campo es demasiado largo' },
  plan_invalid: {
    en: 'Please choose the basic or premium plan',
    es: 'Elige el plan básico o el premium',
  },
  account_type_invalid: { en: 'Please choose an account type', es: 'Elige un tipo de cuenta' },
  business_coming_soon: {
    en: 'Business accounts are coming soon',
    es: 'Las cuentas de empresa llegarán pronto',
  },
  terms_required: {
    en: 'You must accept the terms and conditions',
    es: 'Debes aceptar los términos y condiciones',
  },
  consent_required: {
    en: 'You must accept the data processing consent',
    es: 'Debes aceptar el consentimiento para el tratamiento de datos',
  },
  name_required: { en: 'Name is required', es: 'El nombre es obligatorio' },
  name_too_long: {
    en: 'Name must be less than 100 characters',
    es: 'El nombre debe tener menos de 100 caracteres',
  },
  contact_email_invalid: { en: 'Invalid email address', es: 'Dirección de correo no válida' },
  country_required: { en: 'Country is required', es: 'El país es obligatorio' },
  country_too_long: {
    en: 'Country must be less than 100 characters',
    es: 'El país debe tener menos de 100 caracteres',
  },
  subject_required: { en: 'Subject is required', es: 'El asunto es obligatorio' },
  subject_too_long: {
    en: 'Subject must be less than 200 characters',
    es: 'El asunto debe tener menos de 200 caracteres',
  },
  message_required: { en: 'Message is required', es: 'El mensaje es obligatorio' },
  message_too_long: {
    en: 'Message must be less than 5000 characters',
    es: 'El mensaje debe tener menos de 5000 caracteres',
  },
  reset_link_invalid: {
    en: 'This password reset link is invalid or expired.',
    es: 'Este enlace para restablecer la contraseña no es válido o ha caducado.',
  },
  language_invalid: {
    en: 'Please choose English or Spanish',
    es: 'Elige inglés o español',
  },
  invalid_request: { en: 'Invalid request', es: 'Solicitud no válida' },
} as const satisfies Record<string, { en: string; es: string }>;

export type ValidationMessageKey = keyof typeof validationMessages;
export type Language = 'en' | 'es';

export function messageText(key: ValidationMessageKey, language: Language = 'en'): string {
  return validationMessages[key][language];
}

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.prototype.hasOwnProperty.call(validationMessages, value);
}
