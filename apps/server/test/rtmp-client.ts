import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/** Opens a connection to the ingest on `port` and completes the simple handshake (C0+C1, S0+S1+S2, C2). */
export const handshaken = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('connect', () =>
      socket.write(Buffer.concat([Buffer.from([3]), Buffer.alloc(8), randomBytes(1528)])),
    );
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length < 1 + 1536 * 2) return;
      socket.off('data', onData);
      // C2 echoes what the server sent as S1 (the simple handshake).
      socket.write(received.subarray(1, 1537));
      resolve(socket);
    };
    socket.on('data', onData);
  });

/** Resolves when the server ends the connection, or after `ms` with it still open. */
export const closedWithin = (socket: Socket, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.on('error', () => undefined);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/** A type 0 chunk header on chunk stream `cs` for a message of `length` bytes and `type`. */
export const chunkHeader = (cs: number, length: number, type: number) => {
  const bytes = Buffer.alloc(12);
  bytes[0] = cs;
  bytes.writeUIntBE(length, 4, 3);
  bytes[7] = type;
  return bytes;
};
