export const forms = {
  fixFields: 'Revisa los campos marcados.',
  failed: 'No se pudo completar. Inténtalo de nuevo.',
  /** Any limited form's 429 (server/limits/form-limits.ts): the same for every cause, so it tells nothing. */
  tooMany: 'Demasiados intentos. Espera {minutes} {minutes:minuto|minutos} y vuelve a intentarlo.',
  required: 'obligatorio',
  save: 'Guardar',
  saved: 'Cambios guardados.',
  errorSummary: 'No se pudo enviar el formulario',
  /** Said next to a field before anything is sent (the API's own wording, so both read alike). */
  requiredField: 'Este campo es obligatorio.',
  postalCode: 'El código postal no es válido.',
  phone: 'El teléfono no es válido.',
  passwordMin: 'La contraseña debe tener al menos {min} caracteres.',
  confirmation: 'La confirmación de la contraseña no coincide.',
  saving: 'Guardando…',
} as const;
