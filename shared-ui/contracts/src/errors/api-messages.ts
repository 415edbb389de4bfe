/**
 * Messages of API errors that are not a single field rule (docs/product/messages.md where it gives one).
 * The key is the stable `code` of the error body; `{{name}}` marks a value filled in per answer
 * (i18next reads the same placeholders).
 */
export const apiMessages = {
  // Requests the service could not read.
  invalid_json: {
    en: 'The request body is not valid JSON',
    es: 'El cuerpo de la solicitud no es JSON válido',
  },
  empty_body: { en: 'The request body is empty', es: 'El cuerpo de la solicitud está vacío' },
  unsupported_media_type: { en: 'Unsupported content type', es: 'Tipo de contenido no admitido' },
  payload_too_large: {
    en: 'The request body is too large',
    es: 'El cuerpo de la solicitud es demasiado grande',
  },
  path_refused: { en: 'Invalid request path', es: 'Ruta de solicitud no válida' },
  host_not_served: {
    en: 'This address is not served here',
    es: 'Esta dirección no se sirve aquí',
  },
  manifest_invalid: {
    en: 'The manifest could not be loaded, is not a remote manifest, or is on an origin not allowed',
    es: 'El manifiesto no se pudo cargar, no es un manifiesto de remoto o está en un origen no permitido',
  },
  incompatible_shared: {
    en: 'A shared package of this version has another major version than the shell’s',
    es: 'Un paquete compartido de esta versión tiene otra versión mayor que la del shell',
  },
  version_exists: {
    en: 'This version is already published with another manifest',
    es: 'Esta versión ya está publicada con otro manifiesto',
  },
  version_withdrawn: {
    en: 'This version was withdrawn: it cannot be previewed, made current or published again',
    es: 'Esta versión fue retirada: no se puede previsualizar, hacer actual ni volver a publicar',
  },
  version_current: {
    en: 'This is the current version: make another version current before withdrawing it',
    es: 'Esta es la versión actual: haz actual otra versión antes de retirarla',
  },
  registry_changed: {
    en: 'The releases changed since you read them; read them again',
    es: 'Las versiones cambiaron desde que las leíste; vuelve a leerlas',
  },
  if_match_required: {
    en: 'Send the ETag of GET /api/remotes in If-Match',
    es: 'Envía el ETag de GET /api/remotes en If-Match',
  },
  body_timeout: {
    en: 'The request body took too long to arrive',
    es: 'El cuerpo de la solicitud tardó demasiado en llegar',
  },
  not_multipart: { en: 'The request is not multipart', es: 'La solicitud no es multipart' },
  too_many_parts: { en: 'Too many parts', es: 'Demasiadas partes' },

  // Who is calling.
  unauthorized: { en: 'Please sign in to continue', es: 'Inicia sesión para continuar' },
  forbidden: { en: 'You are not allowed to do this', es: 'No tienes permiso para hacer esto' },
  cross_origin_refused: {
    en: 'Cross-origin request refused',
    es: 'Solicitud de otro origen rechazada',
  },
  not_found: { en: 'Not found', es: 'No encontrado' },

  // Limits and availability.
  rate_limited: {
    en: 'Too many requests. Please try again later.',
    es: 'Demasiadas solicitudes. Inténtalo más tarde.',
  },
  too_many_concurrent: {
    en: 'Too many requests at once from your address. Please wait a moment.',
    es: 'Demasiadas solicitudes a la vez desde tu dirección. Espera un momento.',
  },
  too_many_streams: {
    en: 'Too many open conversations. Close another tab and try again.',
    es: 'Demasiadas conversaciones abiertas. Cierra otra pestaña e inténtalo de nuevo.',
  },
  login_throttled: {
    en: 'Too many failed sign-in attempts. Please try again later.',
    es: 'Demasiados intentos fallidos de inicio de sesión. Inténtalo más tarde.',
  },
  recover_throttled: {
    en: 'Too many password reset requests. Please try again later.',
    es: 'Demasiadas solicitudes de restablecimiento de contraseña. Inténtalo más tarde.',
  },
  contact_throttled: {
    en: 'Too many messages. Please try again later.',
    es: 'Demasiados mensajes. Inténtalo más tarde.',
  },
  unavailable: {
    en: 'Service temporarily unavailable. Please try again.',
    es: 'Servicio no disponible temporalmente. Inténtalo de nuevo.',
  },
  internal_error: {
    en: 'Something went wrong. Please try again.',
    es: 'Algo salió mal. Inténtalo de nuevo.',
  },

  // Accounts and sessions.
  invalid_credentials: { en: 'Invalid credentials', es: 'Credenciales no válidas' },
  email_taken: {
    en: 'An account with this email already exists',
    es: 'Ya existe una cuenta con este correo electrónico',
  },
  email_unchangeable: {
    en: 'Email cannot be changed',
    es: 'El correo electrónico no se puede cambiar',
  },
  current_password_incorrect: {
    en: 'Current password is incorrect',
    es: 'La contraseña actual no es correcta',
  },
  application_pending: {
    en: 'Your application is awaiting review.',
    es: 'Tu solicitud está pendiente de revisión.',
  },
  application_rejected: {
    en: 'Your application has been rejected.',
    es: 'Tu solicitud ha sido rechazada.',
  },
  premium_required: {
    en: 'This feature is part of the premium plan',
    es: 'Esta función forma parte del plan premium',
  },
  email_confirmation_invalid: {
    en: 'This confirmation link is invalid or expired.',
    es: 'Este enlace de confirmación no es válido o ha caducado.',
  },
  totp_required: {
    en: 'Enter the code from your authenticator app',
    es: 'Introduce el código de tu aplicación de autenticación',
  },
  totp_invalid: {
    en: 'The verification code is not valid',
    es: 'El código de verificación no es válido',
  },
  totp_challenge_ended: {
    en: 'Too many wrong codes. Enter your password and sign in again.',
    es: 'Demasiados códigos incorrectos. Introduce tu contraseña e inicia sesión de nuevo.',
  },
  totp_locked: {
    en: 'Too many wrong verification codes. For your security, sign-in with a code is locked for up to an hour.',
    es: 'Demasiados códigos de verificación incorrectos. Por seguridad, el inicio de sesión con código queda bloqueado hasta una hora.',
  },
  already_confirmed: {
    en: 'Your email address is already confirmed',
    es: 'Tu correo electrónico ya está confirmado',
  },
  confirmation_throttled: {
    en: 'We have sent several confirmation emails in the last hour. Please check your inbox or try again later.',
    es: 'Te hemos enviado varios correos de confirmación en la última hora. Revisa tu bandeja de entrada o inténtalo más tarde.',
  },

  // Plans.
  already_premium: {
    en: 'This account already has the premium plan',
    es: 'Esta cuenta ya tiene el plan premium',
  },
  already_requested: {
    en: 'The upgrade to premium has already been requested',
    es: 'El cambio al plan premium ya se ha solicitado',
  },
  upgrade_not_requested: {
    en: 'This applicant has not requested the premium plan',
    es: 'Este solicitante no ha pedido el plan premium',
  },

  // Documents.
  file_required: {
    en: 'Please select a file to upload',
    es: 'Selecciona un archivo para subir',
  },
  file_too_large: {
    en: 'File size must be less than {{maxMb}}MB',
    es: 'El archivo debe pesar menos de {{maxMb}} MB',
  },
  file_type_invalid: {
    en: 'Please upload a PDF, Word document, or image file (JPG, PNG)',
    es: 'Sube un PDF, un documento de Word o una imagen (JPG, PNG)',
  },
  document_already_processed: {
    en: 'This document has already been processed',
    es: 'Este documento ya ha sido procesado',
  },
  case_not_ready: {
    en: 'The filing pack is ready once every paper is approved',
    es: 'El paquete para presentar estará listo cuando todos los documentos estén aprobados',
  },
  case_already_submitted: {
    en: 'The application has been filed: family members can no longer be removed',
    es: 'La solicitud ya se presentó: ya no se pueden quitar familiares',
  },
  deadline_not_open: {
    en: 'This deadline is already done',
    es: 'Este plazo ya está cumplido',
  },
  stage_not_allowed: {
    en: 'The case cannot move to that stage from where it is',
    es: 'El expediente no puede pasar a esa etapa desde la actual',
  },
  too_many_files: {
    en: 'This document already holds 10 files: remove one before adding another',
    es: 'Este documento ya tiene 10 archivos: elimina uno antes de añadir otro',
  },
  document_changed: {
    en: 'The applicant changed this document after you opened it: look at it again before deciding',
    es: 'El solicitante cambió este documento después de que lo abrieras: revísalo de nuevo antes de decidir',
  },
  download_link_invalid: {
    en: 'This download link is invalid or expired.',
    es: 'Este enlace de descarga no es válido o ha caducado.',
  },

  // Agent actions.
  unknown_action: { en: 'Unknown action', es: 'Acción desconocida' },
  rejection_reason_required: {
    en: 'Rejection reason is required',
    es: 'El motivo del rechazo es obligatorio',
  },
  already_decided: {
    en: 'This has already been decided',
    es: 'Esto ya ha sido decidido',
  },
  already_assigned: {
    en: 'This user is already assigned to another agent',
    es: 'Este usuario ya está asignado a otro agente',
  },
  not_assigned: {
    en: 'This user is not assigned to you',
    es: 'Este usuario no está asignado a ti',
  },

  // Chat.
  chat_message_required: {
    en: 'Please type a message',
    es: 'Escribe un mensaje',
  },
  chat_message_too_long: {
    en: 'Messages can be at most 2,000 characters long',
    es: 'Los mensajes pueden tener como máximo 2.000 caracteres',
  },
  chat_timeout: {
    en: 'The assistant took too long to answer. Please try again.',
    es: 'El asistente ha tardado demasiado en responder. Inténtalo de nuevo.',
  },
} as const satisfies Record<string, { en: string; es: string }>;

export type ApiMessageKey = keyof typeof apiMessages;
