import { describe, expect, test } from 'vitest';
import type { ApiFailure } from '../../../../src/api/api-error';
import { toastForFailure } from '../../../../src/api/errors';

function http(status: number, message?: string): ApiFailure {
  return {
    kind: 'http',
    status,
    body: message === undefined ? undefined : { message },
    message: message ?? '',
  };
}

describe('global error toasts (spec §8)', () => {
  test('503: maintenance toast saying technicians are updating and the service returns soon', () => {
    const toast = toastForFailure(http(503));
    expect(toast?.title).toBe('Servicio en mantenimiento');
    expect(toast?.text).toMatch(/técnicos/);
    expect(toast?.text).toMatch(/en breve/);
  });

  test('422: warning with the server message', () => {
    expect(toastForFailure(http(422, 'El código postal no es válido.'))).toMatchObject({
      level: 'warning',
      text: 'El código postal no es válido.',
    });
  });

  test('422 without a message: warning asking to check the data', () => {
    expect(toastForFailure(http(422))).toMatchObject({
      level: 'warning',
      text: 'Verifica los datos introducidos y vuelve a intentarlo',
    });
  });

  test('419: the session has expired, reload the page', () => {
    expect(toastForFailure(http(419, 'CSRF token mismatch.'))).toMatchObject({
      title: 'La sesión ha expirado',
      text: 'Recarga la página para adquirir una nueva sesión.',
    });
  });

  test('413: file too large', () => {
    expect(toastForFailure(http(413))).toMatchObject({ level: 'error', title: 'Fichero demasiado grande' });
    expect(toastForFailure(http(413))?.text).toBeTruthy();
  });

  test('401 with a message other than "Unauthenticated.": authentication denied with that message', () => {
    expect(toastForFailure(http(401, 'Credenciales incorrectas.'))).toEqual({
      level: 'error',
      title: 'Autentificación denegada',
      text: 'Credenciales incorrectas.',
    });
  });

  test('401 "Unauthenticated." is silent', () => {
    expect(toastForFailure(http(401, 'Unauthenticated.'))).toBeNull();
  });

  test('401 without any message is silent too', () => {
    expect(toastForFailure(http(401))).toBeNull();
  });

  test('timeout: server not available, try later', () => {
    expect(toastForFailure({ kind: 'timeout', message: 'aborted' })).toEqual({
      level: 'error',
      title: 'Servidor no disponible, inténtalo más tarde',
    });
  });

  test('no response: cannot reach the service, with the error message and advice to check internet', () => {
    const toast = toastForFailure({ kind: 'network', message: 'Failed to fetch' });
    expect(toast?.title).toBe('No es posible acceder al servicio');
    expect(toast?.text).toBe('Failed to fetch. Comprueba tu conexión a internet.');
  });

  test('a call cancelled by the shop itself shows nothing', () => {
    expect(toastForFailure({ kind: 'abort', message: 'aborted' })).toBeNull();
  });

  test.each([400, 403, 404, 409, 500])('status %i is left to the caller (no global toast)', (status) => {
    expect(toastForFailure(http(status, 'x'))).toBeNull();
  });
});
