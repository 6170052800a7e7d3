// Loaded first into every zero-cache process (node --import): zero-cache 1.9 listens on every interface (its
// http-service passes host "::" to listen, with no setting to change it), which would open its sync socket and its
// admin pages to the network. Its listeners are bound to ZERO_LISTEN_HOST instead: loopback unless set, since
// browsers reach zero-cache through this server's /zero proxy.
import net from 'node:net';

const host = process.env.ZERO_LISTEN_HOST ?? '127.0.0.1';
const EVERY_INTERFACE = new Set([undefined, '', '::', '0.0.0.0']);
const listen = net.Server.prototype.listen;

net.Server.prototype.listen = function listenOnChosenHost(this: net.Server, ...args: unknown[]) {
  const [options] = args;
  if (
    options !== null &&
    typeof options === 'object' &&
    'port' in options &&
    EVERY_INTERFACE.has((options as net.ListenOptions).host)
  ) {
    args[0] = {...options, host};
  }
  return (listen as (...given: unknown[]) => net.Server).apply(this, args);
} as typeof listen;
