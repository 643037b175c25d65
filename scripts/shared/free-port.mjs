// A port nobody listens on now (the kernel's choice on 127.0.0.1): for a server a script starts beside the others.
import net from 'node:net';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
