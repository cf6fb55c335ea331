import net from 'node:net';
import tls from 'node:tls';

export type Endpoint = {
  /** Where to connect: always loopback. */
  port: number;
  /** The host name the request is for: the TLS server name and the Host header. */
  host: string;
  tls: boolean;
};

export type RawResponse = {
  status: number;
  headers: Map<string, string>;
  body: Buffer;
};

/**
 * One HTTP/1.1 request with the request target sent exactly as given, byte for byte: no client
 * library normalises it, so `//host`, `/\host`, `%00`, control characters and 64 KB paths reach the
 * server as an attacker would send them. Resolves null when the server closes without answering.
 */
export function rawRequest(
  endpoint: Endpoint,
  target: string,
  { method = 'GET', timeout = 15_000 }: { method?: string; timeout?: number } = {},
): Promise<RawResponse | null> {
  const hostHeader = endpoint.host.includes(':')
    ? endpoint.host
    : `${endpoint.host}:${endpoint.port}`;
  const request = Buffer.concat([
    Buffer.from(`${method} `, 'latin1'),
    Buffer.from(target, 'utf8'),
    Buffer.from(
      ` HTTP/1.1\r\nHost: ${hostHeader}\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`,
      'latin1',
    ),
  ]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = endpoint.tls
      ? tls.connect({
          host: '127.0.0.1',
          port: endpoint.port,
          servername: endpoint.host.split(':')[0],
          rejectUnauthorized: false,
        })
      : net.connect({ host: '127.0.0.1', port: endpoint.port });
    // No answer in time is an answer too: null, like a connection closed without a response.
    socket.setTimeout(timeout, () => socket.destroy());
    // Not half-closed: a server on Node's http module drops a request whose client has already
    // shut its side. Connection: close ends the exchange.
    socket.once(endpoint.tls ? 'secureConnect' : 'connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A server may answer a request it refuses (414) and reset the connection while it is still
    // being written: what arrived before the reset is the answer.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (['ECONNRESET', 'EPIPE'].includes(error.code ?? '')) return;
      reject(error);
    });
    socket.on('close', () => resolve(parse(Buffer.concat(chunks), method)));
  });
}

function parse(raw: Buffer, method: string): RawResponse | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return null;
  const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) return null;
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
  }
  let body = raw.subarray(end + 4);
  if (method === 'HEAD') body = Buffer.alloc(0);
  else if (headers.get('transfer-encoding')?.includes('chunked')) body = unchunk(body);
  return { status, headers, body };
}

function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
