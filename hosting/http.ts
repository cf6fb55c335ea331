// The one HTTP client of every check of the site's answers: npm run verify on the live site, and the
// host tests on each runtime here. It sends the request target byte for byte as given, so that
// `//host`, `/\host`, `%00`, control characters, 64 KB paths and absolute-form targets
// (`http://evil.example/x`) reach the server as an attacker sends them; it never follows a
// redirect; it reads an answer as RFC 9110 has a client read it (past any 1xx, to the end its length
// or chunks announce, br, gzip or zstd decoded); and it never throws or hangs: every request has a
// deadline, and whatever goes wrong is the answer's `broken`.
import net from 'node:net';
import tls from 'node:tls';
import {
  brotliDecompressSync,
  gunzipSync,
  inflateRawSync,
  inflateSync,
  zstdDecompressSync,
} from 'node:zlib';

/** Status 0 when no answer came; each header's values in the order sent; the body decoded. */
export type Answer = {
  status: number;
  headers: Map<string, string[]>;
  body: Buffer;
  broken?: string;
};

/**
 * `compressed` asks for br and gzip, as a browser does, where an Accept-Encoding header does not
 * say otherwise; `timeout` (ms) covers the whole exchange.
 */
export type Request = {
  target: string;
  method?: string;
  host?: string;
  headers?: Record<string, string>;
  compressed?: boolean;
  timeout?: number;
};

/**
 * `connect`: where to connect instead of asking DNS (a runtime on loopback); `insecure`: any
 * certificate (a runtime's throwaway one); `deadline`: when every request must have ended.
 */
export type Endpoint = {
  url: URL;
  connect?: string;
  headers?: Record<string, string>;
  insecure?: boolean;
  deadline?: number;
};

/** The one value of a header, where it came once or each time the same; else undefined. */
export const one = (answer: Answer, name: string) => {
  const values = answer.headers.get(name) ?? [];
  return new Set(values).size === 1 ? values[0] : undefined;
};

/** The Accept-Encoding a request sends. */
export const acceptEncoding = (request: Request) =>
  request.headers?.['Accept-Encoding'] ?? (request.compressed ? 'br, gzip' : 'identity');

const silence = (broken: string): Answer => ({
  status: 0,
  headers: new Map(),
  body: Buffer.alloc(0),
  broken,
});

export function send(endpoint: Endpoint, request: Request): Promise<Answer> {
  const { url } = endpoint;
  const { target, method = 'GET' } = request;
  const left = (endpoint.deadline ?? Infinity) - Date.now();
  const timeout = Math.min(request.timeout ?? 10_000, left);
  if (timeout <= 0) return Promise.resolve(silence("no answer: the check's time is up"));
  const lines = Object.entries({
    Host: request.host ?? url.host,
    'User-Agent': 'npm-run-verify (static site promises)',
    ...endpoint.headers,
    ...request.headers,
    'Accept-Encoding': acceptEncoding(request),
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  const bytes = Buffer.concat([
    Buffer.from(`${method} `, 'latin1'),
    Buffer.from(target, 'utf8'),
    Buffer.from(` HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`, 'latin1'),
  ]);
  const secure = url.protocol === 'https:';
  const name = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || (secure ? 443 : 80));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let failure: string | undefined;
    const options = { host: endpoint.connect ?? name, port };
    const socket = secure
      ? tls.connect({
          ...options,
          servername: net.isIP(name) ? undefined : name,
          rejectUnauthorized: !endpoint.insecure,
        })
      : net.connect(options);
    const timer = setTimeout(() => {
      failure = `no answer within ${Math.round(timeout / 1000)} s`;
      socket.destroy();
    }, timeout);
    // Not half-closed: a server on Node's http module drops a request whose client has already shut
    // its side. Connection: close ends the exchange.
    socket.once(secure ? 'secureConnect' : 'connect', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // A server that keeps the connection open for all Connection: close has answered once the
      // body it announced is whole.
      const answer = parse(Buffer.concat(chunks), method);
      const announced =
        contentLength(answer) >= 0 ||
        answer.headers.has('transfer-encoding') ||
        bodiless(answer, method);
      if (answer.status && !answer.broken && announced) socket.destroy();
    });
    // A server may answer a request it refuses (414) and reset the connection while it is still
    // being written: what arrived before the reset is the answer.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!['ECONNRESET', 'EPIPE'].includes(error.code ?? ''))
        failure ??= `no answer: could not reach ${url.host} (${error.code ?? error.message})`;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks);
      resolve(failure && !raw.length ? silence(failure) : parse(raw, method, failure));
    });
  });
}

const textual = (answer: Answer) =>
  /^(text\/|application\/(javascript|json|xml)|image\/svg)/i.test(
    one(answer, 'content-type') ?? '',
  );

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  zstd: zstdDecompressSync,
  // zlib-wrapped, as RFC 9110 names it, or raw, as some servers send it and browsers read it too.
  deflate: (body) => {
    try {
      return inflateSync(body);
    } catch {
      return inflateRawSync(body);
    }
  },
};

/**
 * The length an answer's Content-Length gives: one value, or repeats of it (RFC 9110, 8.6); NaN
 * where there is none; -1 where two differ, which browsers refuse.
 */
function contentLength(answer: Answer) {
  const values = (answer.headers.get('content-length') ?? []).flatMap((v) => v.split(','));
  const lengths = new Set(values.map((value) => value.trim()));
  if (lengths.size > 1) return -1;
  return /^\d+$/.test([...lengths][0] ?? '') ? Number([...lengths][0]) : NaN;
}
const bodiless = ({ status }: Answer, method = 'GET') =>
  method === 'HEAD' || status === 204 || status === 304;

/** The codings an answer was encoded with, in the order applied; x-gzip is gzip (RFC 9110, 8.4.1). */
export const contentCodings = (answer: Answer) =>
  (answer.headers.get('content-encoding') ?? [])
    .join(',')
    .toLowerCase()
    .split(',')
    .map((coding) => coding.trim().replace(/^x-gzip$/, 'gzip'))
    .filter((coding) => coding && coding !== 'identity');

function parse(raw: Buffer, method: string, failure?: string): Answer {
  // The head ends at the first empty line, its line ends CRLF or a bare LF, which browsers read
  // alike; a header folded over lines is one line (RFC 9112, 2.2 and 5.2).
  const blank = /\r?\n\r?\n/.exec(raw.subarray(0, 65536).toString('latin1'));
  const end = blank?.index ?? -1;
  const [statusLine, ...lines] = raw
    .subarray(0, Math.max(end, 0))
    .toString('latin1')
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (end === -1 || !status) return silence(failure ?? 'no answer: the connection closed first');
  // A 1xx (103 Early Hints, 100 Continue) comes before the answer, and a client reads past it
  // (RFC 9110, 15.2).
  if (status < 200) return parse(raw.subarray(end + blank![0].length), method, failure);
  const headers = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  const answer: Answer = { status, headers, body: raw.subarray(end + blank![0].length) };
  // Cut off by its deadline, the answer is what it is, whatever it says of its length.
  if (failure) answer.broken = `${failure}, after a part of the answer`;
  const length = contentLength(answer);
  if (bodiless(answer, method)) answer.body = Buffer.alloc(0);
  else if (one(answer, 'transfer-encoding')?.includes('chunked')) {
    const body = unchunk(answer.body);
    if (!body) answer.broken ??= 'a chunked body cut short';
    answer.body = body ?? Buffer.alloc(0);
  } else if (length === -1)
    answer.broken ??= `Content-Length: ${answer.headers.get('content-length')!.join(' and ')}, which browsers refuse`;
  else if (answer.body.length < length)
    answer.broken ??= `a body of ${answer.body.length} bytes where Content-Length says ${length}`;
  // A client reads the length announced, and no byte past it.
  else if (length >= 0) answer.body = answer.body.subarray(0, length);
  const codings = contentCodings(answer);
  const unknown = codings.find((coding) => !decoders[coding]);
  if (unknown) answer.broken ??= `Content-Encoding: ${unknown}, which no browser decodes`;
  try {
    if (!answer.broken)
      answer.body = codings.reduceRight((body, coding) => decoders[coding](body), answer.body);
  } catch {
    answer.broken = `a body that says Content-Encoding: ${codings.join(', ')} and does not decode`;
  }
  // No text starts 1f 8b: gzip the headers do not account for, which a browser shows as it is.
  if (!answer.broken && answer.body[0] === 0x1f && answer.body[1] === 0x8b && textual(answer))
    answer.broken = `a body still in gzip after ${codings.length ? `Content-Encoding: ${codings.join(', ')} is decoded` : 'no Content-Encoding'}`;
  return answer;
}

/** The body of a chunked transfer, or null where its last chunk never came. */
function unchunk(data: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  for (let at = 0; ;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd === -1) return null;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (size === 0) return Buffer.concat(parts);
    if (!(size > 0) || lineEnd + 2 + size > data.length) return null;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
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
