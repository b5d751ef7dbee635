/** CORS (middleware/cors.ts): preflights and origins reflected for the shop, never a foreign one. */
import { describe, expect, it } from 'vitest';
import { withSandbox } from '../../testing/helpers.ts';

const sandbox = withSandbox();

describe('CORS', () => {
  it('answers a preflight from the shop with 204, the origin reflected and credentials allowed', async () => {
    const response = await sandbox.get('/api/v2/search/', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-xsrf-token',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toContain('X-XSRF-TOKEN');
  });

  it('reflects local origins on normal answers, errors included, and never a foreign origin', async () => {
    const local = await sandbox.get('/api/v2/catalog/products/999999999', {
      headers: { Origin: 'http://127.0.0.1:5000' },
    });
    expect(local.status).toBe(404);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5000');
    const foreign = await sandbox.get('/api/v2/catalog/products/1', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await sandbox.get('/api/v2/search/', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
