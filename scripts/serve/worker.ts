// One worker of `npm run serve` (a cluster worker): runs the shop's standalone server entry given
// in SHOP_ENTRY (a real path, fixed at fork time, so the worker keeps its release) and, when the
// supervisor says 'drain', stops taking connections and leaves once its requests are answered and
// the supervisor agrees (the handshake in ./protocol.ts).
import diagnostics from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';
import { Server } from 'node:net';
import { pathToFileURL } from 'node:url';
import { DRAIN_MESSAGE, DRAIN_TIMEOUT_MS, DRAINED_MESSAGE, LEAVE_MESSAGE, LEFT_MESSAGE } from './protocol.ts';

const servers = new Set<Server>();
let draining = false;

// The entry creates and starts its server itself; Node's diagnostics channels hand us the server
// once it listens and each response before it is written, whatever the entry looks like inside.
diagnostics.tracingChannel('net.server.listen').subscribe({
  start() {},
  end() {},
  asyncStart() {},
  asyncEnd(message) {
    servers.add((message as { server: Server }).server);
  },
  error() {},
});
// While draining, every answer says `Connection: close`, so a keep-alive client opens its next
// connection to a worker that stays instead of finding this one gone.
diagnostics.subscribe('http.server.request.start', (message) => {
  if (draining) (message as { response: ServerResponse }).response.shouldKeepAlive = false;
});

process.on('message', (message) => {
  if (message === LEAVE_MESSAGE) {
    // Written after the refusals of any connection handed over before LEAVE: then it is safe to go.
    process.send?.(LEFT_MESSAGE, () => process.exit(0));
    return;
  }
  if (message !== DRAIN_MESSAGE || draining) return;
  draining = true;
  // The supervisor waits for connections to end; past the limit the worker goes anyway.
  setTimeout(() => process.exit(0), DRAIN_TIMEOUT_MS).unref();
  const drained = () => process.send?.(DRAINED_MESSAGE);
  let open = servers.size;
  if (open === 0) drained();
  for (const server of servers) {
    // net.Server's close, not http.Server's: stop accepting without cutting idle keep-alive
    // connections, whose client may be sending a request right now. They end after their next
    // answer (`Connection: close`) or at the server's keep-alive timeout, when 'close' fires.
    Server.prototype.close.call(server, () => {
      open -= 1;
      if (open === 0) drained();
    });
  }
});

const entry = process.env.SHOP_ENTRY;
if (!entry) throw new Error('SHOP_ENTRY is not set: this file is started by scripts/serve.ts.');
await import(pathToFileURL(entry).href);
