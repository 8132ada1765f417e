// A local SMTP server in its own thread (like a relay on another machine): it accepts every mail,
// reads it to the end and counts it in a shared counter the bench reads without messages.
import { parentPort, workerData } from 'node:worker_threads';
import { SMTPServer } from 'smtp-server';

const counter = new Int32Array(workerData.counter);
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  // No reverse DNS of each client: the sink measures the platform, not the resolver.
  disableReverseLookup: true,
  onData(stream, _session, callback) {
    stream.on('end', () => {
      Atomics.add(counter, 0, 1);
      callback();
    });
    stream.resume();
  },
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.server.address().port }));
