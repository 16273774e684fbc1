import net from 'node:net';

/**
 * A stand-in for a PostgreSQL server that answers every connection with one error, as a real
 * one does while it starts up or shuts down (SQLSTATE 57P03): the client's start-up message
 * (after refusing SSL) gets an ErrorResponse, then the connection is closed.
 */
export async function startFakePostgres(
  sqlState: string,
  message: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${sqlState}\0M${message}\0\0`);
  const errorResponse = Buffer.alloc(5 + fields.length);
  errorResponse.write('E', 0);
  errorResponse.writeInt32BE(4 + fields.length, 1);
  fields.copy(errorResponse, 5);
  const SSL_REQUEST = 80877103;

  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.on('data', (data) => {
      if (data.length === 8 && data.readInt32BE(4) === SSL_REQUEST) socket.write('N');
      else socket.end(errorResponse);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgresql://user:password@127.0.0.1:${port}/calculators`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
