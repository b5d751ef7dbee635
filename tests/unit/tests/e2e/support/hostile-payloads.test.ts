import { describe, expect, it } from 'vitest';
import {
  XSS_GLOBAL,
  hostileRequests,
  MARKERS,
  nastiestUrls,
  PAYLOADS,
  reflectedMarkers,
} from '../../../../e2e/support/hostile-payloads';
import { TEMPLATES } from '../../../../e2e/support/hostile-positions';

describe('hostile request generator', () => {
  const requests = hostileRequests(10_000);

  it('is deterministic for a seed and differs between seeds', () => {
    expect(hostileRequests(10_000)).toEqual(requests);
    expect(hostileRequests(10_000, 7).map((request) => request.path)).not.toEqual(
      requests.map((request) => request.path),
    );
  });

  it('gives exactly the count asked for, and puts every payload in every position', () => {
    expect(requests).toHaveLength(10_000);
    const pairs = new Set(
      requests
        .filter((request) => request.template !== undefined)
        .map((request) => `${request.template}/${request.payload}`),
    );
    expect(pairs.size).toBe(TEMPLATES.length * PAYLOADS.length);
  });

  it('writes paths as they go on the wire: printable ASCII, no placeholder left', () => {
    for (const request of requests) {
      expect(request.path).toMatch(/^\/[\x21-\x7e]*$/);
      expect(`${request.path}${request.body ?? ''}${request.cookie ?? ''}`).not.toContain('{P}');
    }
  });

  it('includes the huge, deep and repeated shapes', () => {
    expect(requests.some((request) => request.path.length > 40_000)).toBe(true);
    expect(requests.some((request) => /(\[b\]){50}/.test(request.path))).toBe(true);
    expect(requests.some((request) => request.path.includes('%252e%252e'))).toBe(true);
  });

  it('finds a marker only in its raw form, whatever the case', () => {
    const payload = PAYLOADS.find((candidate) => candidate.value?.startsWith('<img'))!.value!;
    expect(reflectedMarkers(`<p>${payload.toUpperCase()}</p>`)).not.toEqual([]);
    expect(reflectedMarkers(`<p>${payload.replaceAll('<', '&lt;')}</p>`)).toEqual([]);
    expect(MARKERS.every((marker) => marker === marker.toLowerCase())).toBe(true);
  });

  it('picks distinct browser addresses with a script payload in each', () => {
    const urls = nastiestUrls(30);
    expect(urls).toHaveLength(30);
    expect(new Set(urls).size).toBe(30);
    for (const url of urls) expect(decodeURIComponent(url)).toContain(`self.${XSS_GLOBAL}=1`);
  });
});
