import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../src/api/api-error';
import { formProblem } from '../../../../../src/server/forms/form-problem';

describe('what a refused form shows', () => {
  const failure = (status: number, body?: object) =>
    new ApiError({ kind: 'http', status, body: body as never, message: 'x' });

  it('names the fields of a 422 and says what to do', () => {
    const problem = formProblem(
      failure(422, { message: 'bad', errors: { email: ['El correo electrónico no es válido.', 'otra'] } }),
    );
    expect(problem.fields).toEqual({ email: 'El correo electrónico no es válido.' });
    expect(problem.message).toBe('Revisa los campos marcados.');
  });

  it('says the session expired on a 419 and passes on the wait of a 429', () => {
    expect(formProblem(failure(419, { message: 'CSRF token mismatch.' })).message).toContain(
      'La sesión ha expirado',
    );
    expect(
      formProblem(
        failure(429, { message: 'Demasiados intentos de acceso. Inténtalo de nuevo en 42 segundos.' }),
      ).message,
    ).toContain('42 segundos');
    expect(formProblem(failure(500)).message).toBe('No se pudo completar. Inténtalo de nuevo.');
  });

  it('keeps the API’s Retry-After of a 429, so the page can pass it on', () => {
    const throttled = (retryAfter: string | null) =>
      new ApiError(
        { kind: 'http', status: 429, body: { message: 'Demasiados intentos.' }, message: 'x' },
        {
          cause: {
            response: new Response(null, { headers: retryAfter ? { 'Retry-After': retryAfter } : {} }),
          },
        },
      );
    expect(formProblem(throttled('120')).retryAfter).toBe(120);
    expect(formProblem(throttled(null)).retryAfter).toBeUndefined();
    expect(formProblem(throttled('mañana')).retryAfter).toBeUndefined();
  });
});
