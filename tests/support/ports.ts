import { createServer } from 'node:net';

/**
 * A loopback port nobody listens on now, for a server that must come back on the same port after an outage or a
 * crash. Drawn from below the kernel's ephemeral range (32768 and up on Linux), where every `listen(0)` and every
 * outgoing connection of the other tests gets its port, so none of them can take it while it is down.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const probe = createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => probe.close(resolve));
      return port;
    }
  }
  throw new Error('No free loopback port found between 20000 and 32000');
}
