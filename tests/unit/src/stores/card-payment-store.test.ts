import { beforeEach, describe, expect, it } from 'vitest';
import { clientOn } from '../../support/api-client';
import type { CardConfiguration, PaymentResult } from '@shop/contract/payment';
import { es, format } from '../../../../src/i18n/es';
import { createCardPaymentStore } from '../../../../src/stores/card-payment-store';

const CONFIG: CardConfiguration = {
  fuc: '999008881',
  terminal: '1',
  order: '0001AbC',
  script_url: 'https://sis-t.redsys.es:25443/sis/NC/sandbox/redsysV3.js',
  amount: '4990',
  currency: '978',
  merchant_name: 'Mercado',
};
const ORDER = {
  orderId: 12,
  returnUrl: 'https://tienda.test/payment/return',
  successUrl: '/payment/success?order=12',
};

/** The card payment's two calls, answering what a test sets; every call is counted. */
function fakeApi() {
  const state = {
    configuration: { status: 200, body: { data: CONFIG } as unknown },
    process: { status: 200, body: { data: null } as unknown },
    calls: [] as string[],
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    state.calls.push(path.split('/').pop()!);
    const answer = path.endsWith('/card-configuration') ? state.configuration : state.process;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { state, fetch };
}

const result = (data: PaymentResult) => ({ data });

let fake: ReturnType<typeof fakeApi>;
let went: string[];
let challenged: [string, string][];
let scripts: string[];
let scriptFails: boolean;
let store: ReturnType<typeof createCardPaymentStore>;

beforeEach(() => {
  fake = fakeApi();
  went = [];
  challenged = [];
  scripts = [];
  scriptFails = false;
  store = createCardPaymentStore({
    api: clientOn(fake.fetch),
    loadScript: async (url) => {
      scripts.push(url);
      if (scriptFails) throw new Error('blocked');
    },
    browser: () => ({ language: 'es-ES' }) as never,
    challenge: (acsUrl, creq) => challenged.push([acsUrl, creq]),
    go: (url) => went.push(url),
  });
});

describe('card payment store', () => {
  it("shows the bank's form once its configuration and script are loaded", async () => {
    expect(store.$phase.get()).toEqual({ kind: 'loading' });
    await store.start(ORDER);
    expect(store.$phase.get()).toEqual({ kind: 'form', config: CONFIG });
    expect(scripts).toEqual([CONFIG.script_url]);
  });

  it('an order already paid (422) goes on to the success page; a script that cannot load says so', async () => {
    fake.state.configuration = { status: 422, body: { message: 'El pedido ya está pagado.' } };
    await store.start(ORDER);
    expect(went).toEqual([ORDER.successUrl]);
    fake.state.configuration = { status: 200, body: { data: CONFIG } };
    scriptFails = true;
    await store.start(ORDER);
    expect(store.$phase.get()).toEqual({ kind: 'failed', message: es.payment.scriptFailed });
  });

  it('charges the card once: a second message while the first is processing is ignored', async () => {
    fake.state.process = {
      status: 200,
      body: result({ status: 'authorised', ds_response: '0000', message: 'Autorizada', order_id: 12 }),
    };
    await store.start(ORDER);
    const first = store.pay(ORDER, 'idoper-1');
    expect(store.$phase.get()).toEqual({ kind: 'processing' });
    await store.pay(ORDER, 'idoper-1');
    await first;
    expect(fake.state.calls.filter((call) => call === 'process')).toHaveLength(1);
    expect(went).toEqual([ORDER.successUrl]);
  });

  it("posts a 3-D Secure challenge to the bank's page", async () => {
    fake.state.process = {
      status: 200,
      body: result({
        status: 'challenge',
        order_id: 12,
        challenge: { acs_url: 'https://acs.test', creq: 'abc' },
      }),
    };
    await store.start(ORDER);
    await store.pay(ORDER, 'idoper-2');
    expect(store.$phase.get()).toEqual({ kind: 'challenge' });
    expect(challenged).toEqual([['https://acs.test', 'abc']]);
  });

  it("a denial or the form's own refusal says why, and a new attempt shows the form again", async () => {
    fake.state.process = {
      status: 200,
      body: result({ status: 'denied', ds_response: '0190', message: 'Denegada por el banco', order_id: 12 }),
    };
    await store.start(ORDER);
    await store.pay(ORDER, 'idoper-3');
    expect(store.$phase.get()).toEqual({
      kind: 'failed',
      message: format(es.payment.denied, { reason: 'Denegada por el banco' }),
    });
    await store.start(ORDER);
    store.refuse('msg9');
    expect(store.$phase.get()).toEqual({
      kind: 'failed',
      message: format(es.payment.denied, { reason: 'msg9' }),
    });
    expect(went).toEqual([]);
  });
});
