// The one HTTP client of every check of the site's answers: npm run verify on the live site, and the
// host tests on each runtime here. It sends the request target byte for byte as given, so that
// `//host`, `/\host`, `%00`, control characters, 64 KB paths and absolute-form targets
// (`http://evil.example/x`) reach the server as an attacker sends them; it never follows a
// redirect; and it reads the whole answer (chunked transfer and br or gzip decoded).
import net from 'node:net';
import tls from 'node:tls';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** What a request got: its status, its headers (lower-case names), and its body, decoded. */
export type Answer = { status: number; headers: Map<string, string>; body: Buffer };

export type Request = {
  target: string;
  method?: string;
  /** the Host header: the address's own host and port unless given */
  host?: string;
  /** ask for br and gzip, as a browser does (identity unless asked) */
  compressed?: boolean;
  timeout?: number;
};

/**
 * Where a site answers: its address, the address to connect to instead of asking DNS (a runtime
 * on loopback), headers for every request, and whether to accept any certificate (a runtime's
 * throwaway one).
 */
export type Endpoint = {
  url: URL;
  connect?: string;
  headers?: Record<string, string>;
  insecure?: boolean;
};

/** Resolves null when the server closes, or stays silent past the time-out, without answering. */
export function send(endpoint: Endpoint, request: Request): Promise<Answer | null> {
  const { url } = endpoint;
  const { target, method = 'GET', compressed = false, timeout = 15_000 } = request;
  const lines = [
    `Host: ${request.host ?? url.host}`,
    'User-Agent: npm-run-verify (static site promises)',
    `Accept-Encoding: ${compressed ? 'br, gzip' : 'identity'}`,
    ...Object.entries(endpoint.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  const bytes = Buffer.concat([
    Buffer.from(`${method} `, 'latin1'),
    Buffer.from(target, 'utf8'),
    Buffer.from(` HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`, 'latin1'),
  ]);
  const secure = url.protocol === 'https:';
  const hostname = endpoint.connect ?? url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || (secure ? 443 : 80));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = secure
      ? tls.connect({
          host: hostname,
          port,
          servername: net.isIP(url.hostname.replace(/^\[|\]$/g, '')) ? undefined : url.hostname,
          rejectUnauthorized: !endpoint.insecure,
        })
      : net.connect({ host: hostname, port });
    socket.setTimeout(timeout, () => socket.destroy());
    // Not half-closed: a server on Node's http module drops a request whose client has already shut
    // its side. Connection: close ends the exchange.
    socket.once(secure ? 'secureConnect' : 'connect', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A server may answer a request it refuses (414) and reset the connection while it is still
    // being written: what arrived before the reset is the answer.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (['ECONNRESET', 'EPIPE'].includes(error.code ?? '')) return;
      reject(new Error(`could not reach ${url.host} (${error.code ?? error.message})`));
    });
    socket.on('close', () => resolve(parse(Buffer.concat(chunks), method)));
  });
}

function parse(raw: Buffer, method: string): Answer | null {
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
  const encoding = headers.get('content-encoding');
  if (encoding === 'br') body = brotliDecompressSync(body);
  else if (encoding === 'gzip') body = gunzipSync(body);
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

/**
 * Runs `work` on every item, `size` at a time: a server answers in milliseconds, and a walk of
 * hundreds of requests one by one spends its time waiting on round trips.
 */
export async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}
