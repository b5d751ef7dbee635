import { shapes, TEMPLATES, type Template } from './hostile-positions.ts';

/**
 * Hostile requests for the shop's server, generated deterministically (a seeded PRNG) from
 * payloads × positions over the routes of the spec (§2), on-demand pages and form endpoints.
 * Paths are written exactly as they go on the wire (printable ASCII, already encoded), so the
 * sender must not normalise them: dot segments and `%2e` must reach the server as written.
 */

/** The global every script payload sets (and the dialog it opens), for the browser's check. */
export const XSS_GLOBAL = '__hostile';
/** Lower-case on purpose: a page that lower-cases what it echoes must still be caught. */
const JS = `self.${XSS_GLOBAL}=1;alert(7)`;

export interface Payload {
  /** Decoded text, encoded by the generator in several ways. */
  value?: string;
  /** Text already in URL form (malformed escapes, traversal), inserted as it is. */
  raw?: string;
  /** Raw HTML that proves the payload was reflected unescaped (compared case-insensitively). */
  markers?: string[];
}

const SCRIPT = [`<script>${JS}`];
const IMG = [`<img src=x onerror=${JS}`];

export const PAYLOADS: readonly Payload[] = [
  { value: `<script>${JS}</script>`, markers: SCRIPT },
  { value: `"><script>${JS}</script>`, markers: SCRIPT },
  { value: `</script><script>${JS}</script>`, markers: SCRIPT },
  { value: `</title></textarea></noscript><script>${JS}</script>`, markers: SCRIPT },
  { value: `<SCRIPT>${JS.toUpperCase()}</SCRIPT>`, markers: SCRIPT },
  { value: `<img src=x onerror=${JS}>`, markers: IMG },
  { value: `'><img src=x onerror=${JS}>`, markers: IMG },
  { value: `<svg/onload=${JS}>`, markers: [`<svg/onload=${JS}`] },
  { value: `<details open ontoggle=${JS}>`, markers: [`<details open ontoggle=${JS}`] },
  { value: `" autofocus onfocus="${JS}" x="`, markers: [`" autofocus onfocus="${JS}`] },
  { value: `' autofocus onfocus='${JS}' x='`, markers: [`' autofocus onfocus='${JS}`] },
  {
    value: `javascript:${JS}`,
    markers: ['href', 'src', 'action', 'formaction'].map((name) => `${name}="javascript:${JS}`),
  },
  { value: `<iframe srcdoc="<script>${JS}</script>">`, markers: ['<iframe srcdoc='] },
  { value: '{{constructor.constructor("alert(7)")()}}' },
  { value: `\${alert(7)}` },
  { raw: '..%2f..%2f..%2fetc%2fpasswd' },
  { raw: '%2e%2e%2f%2e%2e%2fetc%2fpasswd' },
  { raw: '%252e%252e%252f%252e%252e%252fetc%252fpasswd' },
  { raw: '..%5c..%5cwindows%5cwin.ini' },
  { raw: '../../../../etc/passwd' },
  { raw: '....//....//etc/passwd' },
  { raw: '..;/..;/' },
  { raw: '%C0%AF' },
  { raw: '%c0%ae%c0%ae%c0%af' },
  { raw: '%E0%80%AF' },
  { raw: '%F0%80%80%AF' },
  { raw: '%ED%A0%80' },
  { raw: '%F4%90%80%80' },
  { raw: '%' },
  { raw: '%%' },
  { raw: 'a%' },
  { raw: '%Z9' },
  { raw: '%FF' },
  { raw: '%FE%FF' },
  { raw: '%00' },
  { raw: 'a%00b' },
  { raw: '%0d%0aX-Hostile:%201' },
  { raw: '%E2%80%AE' },
  { raw: '%EF%BB%BF' },
  { value: 'сartаgena-26' },
  { value: 'ѕсrірt-ａｌｅｒｔ' },
  { value: '＜script＞alert(7)＜/script＞' },
  { value: 'ℌ𝔬𝔩𝔞 🛒\u200d\u202e' },
  { value: 'c\u0301-catalogo-9999' },
  { value: '-1' },
  { value: '0' },
  { value: '1e309' },
  { value: '99999999999999999999999' },
  { value: '0x1A' },
  { value: 'NaN' },
  { value: '1.5' },
  { value: '+1' },
  { value: ' 26 ' },
  { value: '__proto__' },
  { value: 'constructor' },
  { value: "' OR '1'='1' --" },
  { value: '"; DROP TABLE products; --' },
  { value: '"unbalanced NEAR(a b) OR * ^ -' },
  { value: 'name:* AND NOT id:1' },
  { value: '//evil.example/' },
  { value: '/\\evil.example' },
  { value: 'https://evil.example/' },
  { value: '\t/\n/evil.example' },
  { value: '[]' },
  { value: '{"a":1}' },
];

export interface HostileRequest {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  cookie?: string;
  /** Other headers (a hostile Host, say). */
  headers?: Record<string, string>;
  /** Index into PAYLOADS (absent for the payload-independent shapes). */
  payload?: number;
  /** Index into TEMPLATES (absent for the shapes). */
  template?: number;
}

/** mulberry32: small, fast and the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Keeps `<>"'` and the like as they are (as curl would send them); escapes what HTTP forbids. */
function loose(text: string): string {
  return [...text]
    .map((char) => (/^[\x21-\x7e]$/.test(char) && char !== '#' ? char : encodeURIComponent(char)))
    .join('');
}

type Encoding = (text: string) => string;
const ENCODINGS: readonly Encoding[] = [
  encodeURIComponent,
  (text) => encodeURIComponent(encodeURIComponent(text)),
  loose,
];

/** The payload in URL form: raw fragments as they are, decoded values in one of three encodings. */
export function encodePayload(payload: Payload, pick: number): string {
  return payload.raw ?? ENCODINGS[pick % ENCODINGS.length](payload.value ?? '');
}

export function fill(template: Template, payload: Payload, pick: () => number): HostileRequest {
  const put = (text: string) =>
    text.replaceAll('{P}', () => encodePayload(payload, Math.floor(pick() * ENCODINGS.length)));
  return {
    method: template.method,
    path: put(template.path),
    ...(template.cookie === undefined ? {} : { cookie: put(template.cookie) }),
    ...(template.body === undefined
      ? {}
      : { body: put(template.body), contentType: 'application/x-www-form-urlencoded' }),
  };
}

/**
 * `count` requests. Each template gets an equal share, and within it the payloads are cycled in a
 * seeded order, so with `count ≥ (templates × payloads)` every payload meets every position.
 * The payload-independent shapes come first (three draws each); the whole list is then shuffled
 * so that the routes interleave under concurrency.
 */
export function hostileRequests(count: number, seed = 20_261_123): HostileRequest[] {
  const random = seededRandom(seed);
  const requests: HostileRequest[] = [];
  for (let draw = 0; draw < 3; draw++) requests.push(...shapes(random, JS));
  const perTemplate = Math.floor((count - requests.length) / TEMPLATES.length);
  TEMPLATES.forEach((template, templateIndex) => {
    const order = shuffle([...PAYLOADS.keys()], random);
    for (let slot = 0; slot < perTemplate; slot++) {
      const payloadIndex = order[slot % order.length];
      requests.push({
        ...fill(template, PAYLOADS[payloadIndex], random),
        payload: payloadIndex,
        template: templateIndex,
      });
    }
  });
  for (let extra = 0; requests.length < count; extra++) {
    const payloadIndex = Math.floor(random() * PAYLOADS.length);
    requests.push({
      ...fill(TEMPLATES[extra % TEMPLATES.length], PAYLOADS[payloadIndex], random),
      payload: payloadIndex,
      template: extra % TEMPLATES.length,
    });
  }
  return shuffle(requests, random);
}

function shuffle<T>(list: T[], random: () => number): T[] {
  for (let index = list.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [list[index], list[other]] = [list[other], list[index]];
  }
  return list;
}

/** The raw-HTML markers of every script payload, lower-cased for a case-insensitive search. */
export const MARKERS: readonly string[] = [
  ...new Set(PAYLOADS.flatMap((payload) => payload.markers ?? [])),
].map((marker) => marker.toLowerCase());

/** The markers an HTML answer contains (lower-cased comparison). */
export function reflectedMarkers(body: string): string[] {
  const text = body.toLowerCase();
  return MARKERS.filter((marker) => text.includes(marker));
}

/**
 * The nastiest GET addresses for a real browser: one per template, script payloads only, each
 * encoded the way a link would be (encodeURIComponent), so the page gets the decoded markup.
 */
export function nastiestUrls(limit: number, seed = 20_261_123): string[] {
  const random = seededRandom(seed);
  // Only payloads that would set the global as written (the upper-case one would throw instead).
  const scripts = [...PAYLOADS.keys()].filter(
    (index) => PAYLOADS[index].markers && PAYLOADS[index].value?.includes(XSS_GLOBAL),
  );
  const urls: string[] = [];
  TEMPLATES.forEach((template, templateIndex) => {
    if (template.method !== 'GET' || urls.length >= limit) return;
    const payload =
      PAYLOADS[scripts[(templateIndex + Math.floor(random() * scripts.length)) % scripts.length]];
    urls.push(template.path.replaceAll('{P}', encodeURIComponent(payload.value ?? '')));
  });
  return urls;
}
