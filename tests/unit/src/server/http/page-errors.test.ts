import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../src/api/api-error';
import { failureTitle, pageFailureFor } from '../../../../../src/server/http/page-errors';

describe('pageFailureFor (spec §8: route errors use the status code or 500)', () => {
  it('a missing entity is a 404, the API in maintenance a 503', () => {
    expect(pageFailureFor(new ApiError({ kind: 'http', status: 404, message: '' }))).toEqual({
      status: 404,
      kind: 'notFound',
    });
    expect(pageFailureFor(new ApiError({ kind: 'http', status: 410, message: '' }))).toEqual({
      status: 404,
      kind: 'notFound',
    });
    expect(pageFailureFor(new ApiError({ kind: 'http', status: 503, message: '' }))).toEqual({
      status: 503,
      kind: 'maintenance',
    });
  });

  it('any other failure, answered or not, is a 500', () => {
    for (const failure of [
      new ApiError({ kind: 'http', status: 500, message: '' }),
      new ApiError({ kind: 'http', status: 502, message: '' }),
      new ApiError({ kind: 'http', status: 422, message: '' }),
      new ApiError({ kind: 'timeout', message: '' }),
      new ApiError({ kind: 'network', message: 'fetch failed' }),
      new Error('a bug'),
      null,
    ])
      expect(pageFailureFor(failure)).toEqual({ status: 500, kind: 'unavailable' });
  });
});

describe('failureTitle', () => {
  it('names maintenance and outages, and leaves a missing page its own title', () => {
    expect(failureTitle({ status: 503, kind: 'maintenance' }, 'Producto no disponible')).toBe(
      'Servicio en mantenimiento',
    );
    expect(failureTitle({ status: 500, kind: 'unavailable' }, 'Producto no disponible')).toBe(
      'Se ha producido un error',
    );
    expect(failureTitle({ status: 404, kind: 'notFound' }, 'Producto no disponible')).toBe(
      'Producto no disponible',
    );
    expect(failureTitle(undefined, 'Página no encontrada')).toBe('Página no encontrada');
  });
});
