// Hosts answering in-process. The kit the hosts' simulations answer with (their vendors' rules:
// hosting/hosts/), and a static host of its own that keeps every promise, which `serve` puts on a
// port with one fault at a time, as hosts and CDNs break sites: the fault trials of npm run verify
// (e2e/verify.host.spec.ts).
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cleanUrlRedirects } from '../lib/routes.ts';
import { cacheControl } from './headers.ts';
import type { Answering } from './host.ts';
import { one, type Answer, type Request } from './http.ts';
import { typeOf } from './inventory.ts';

/** An answer, from its status, headers by name and body. */
export const answer = (
  status: number,
  headers: Record<string, string>,
  body = Buffer.alloc(0),
) => ({
  status,
  headers: new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), [value]])),
  body,
});
/** A redirect, with the headers the host's rules give. */
export const redirectAnswer = (status: number, location: string, headers = {}): Answer =>
  answer(status, { ...headers, location });
/** A file of out/ with the headers the host's rules give, or where there is none the not-found
 * page with 404, as most hosts answer. */
export function fileOr404(out: string, file?: string | false | null, headers = {}): Answer {
  const name = file || '404.html';
  return answer(
    file ? 200 : 404,
    { 'content-type': typeOf(name), ...headers },
    readFileSync(join(out, name)),
  );
}

/** A path percent-decoded, or null when it is no valid encoding (no file has such a name). */
export const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};

/**
 * A static host that keeps every promise: `files` of out/ at their clean URLs, every header on
 * every answer, one 301 from each variant with the query as it came, the not-found page with 404.
 */
export function staticHost(
  out: string,
  headers: Record<string, string>,
  files: ReadonlySet<string>,
): Answering {
  const redirects = new Map(cleanUrlRedirects);
  return ({ target }) => {
    const at = target.indexOf('?');
    const path = at === -1 ? target : target.slice(0, at);
    const name = decoded(path)?.slice(1) ?? '\0';
    const all = {
      ...headers,
      'Cache-Control': cacheControl[path.startsWith('/_next/static/') ? 'immutable' : 'revalidate'],
    };
    const to = redirects.get(path);
    if (to) return redirectAnswer(301, `${to}${at === -1 ? '' : target.slice(at)}`, all);
    const file = [name || 'index.html', `${name}.html`].find(
      (file) => files.has(file) && !(file === name && name.endsWith('.html')),
    );
    return fileOr404(out, file, all);
  };
}

/**
 * One thing broken: the answer changed, less of it compressed (the host compresses text of 256
 * bytes or more where the request asks for it), or the bytes that go out (null: nothing, ever; a
 * list: a piece a second, as a server starved of bandwidth sends them).
 */
export type Fault = {
  answer?: (answer: Answer, request: Request) => Answer;
  compress?: (answer: Answer, request: Request) => boolean;
  wire?: (head: string, body: Buffer, request: Request) => Buffer | Buffer[] | null;
  /** the connection kept open after each answer, whatever the request's Connection: close */
  keepOpen?: true;
};

const text = (answer: Answer) =>
  /^(text\/|application\/(javascript|json|xml))/.test(one(answer, 'content-type') ?? '');

/** The bytes that go out for a request: the answer, compressed where it may be, or the fault's. */
function respond(answering: Answering, fault: Fault, request: Request) {
  let sent = (fault.answer ?? ((a) => a))(answering(request), request);
  const compress = request.compressed && text(sent) && sent.body.length >= 256;
  if (compress && (fault.compress?.(sent, request) ?? true)) {
    sent = { ...sent, body: gzipSync(sent.body), headers: new Map(sent.headers) };
    sent.headers.set('content-encoding', ['gzip']);
    sent.headers.set('vary', sent.headers.get('vary') ?? ['Accept-Encoding']);
  }
  const lines = [...sent.headers].flatMap(([name, values]) => values.map((v) => `${name}: ${v}`));
  const status = `HTTP/1.1 ${sent.status} ${STATUS_CODES[sent.status] ?? ''}`;
  const head = [status, ...lines, `content-length: ${sent.body.length}`, '', ''].join('\r\n');
  const body = request.method === 'HEAD' ? Buffer.alloc(0) : sent.body;
  return fault.wire
    ? fault.wire(head, body, request)
    : Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

/** Serves `answering` on 127.0.0.1 (on a free port unless given), with `fault`: where, and how to stop. */
export async function serve(answering: Answering, fault: Fault = {}, port = 0) {
  const open = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => {});
    let received = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      // Each request in turn, on a connection a browser keeps open, its body (a report) skipped.
      for (let end; (end = received.indexOf('\r\n\r\n')) !== -1;) {
        const [line, ...fields] = received.subarray(0, end).toString('latin1').split('\r\n');
        const headers = Object.fromEntries(
          fields.map((f) => [
            f.slice(0, f.indexOf(':')).toLowerCase(),
            f.slice(f.indexOf(':') + 1).trim(),
          ]),
        );
        const length = Number(headers['content-length'] ?? 0);
        if (received.length < end + 4 + length) return;
        received = received.subarray(end + 4 + length);
        const [method, target] = line.split(' ');
        const request: Request = {
          method,
          target: Buffer.from(target, 'latin1').toString(),
          host: headers.host,
          headers,
          compressed: /gzip/.test(headers['accept-encoding'] ?? ''),
        };
        const bytes = respond(answering, fault, request);
        if (Array.isArray(bytes)) {
          const drip = setInterval(() => {
            if (socket.destroyed || !bytes.length) return void (clearInterval(drip), socket.end());
            socket.write(bytes.shift()!);
          }, 1000);
          return;
        }
        const close = (headers.connection === 'close' && !fault.keepOpen) || !bytes;
        if (bytes) socket.write(bytes);
        if (close) return void (bytes && socket.end());
      }
    });
  });
  await new Promise<void>((listening, refused) =>
    server.once('error', refused).listen(port, '127.0.0.1', listening),
  );
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    // A fault that never answers leaves its connections open: they go with the server.
    close: () => {
      for (const socket of open) socket.destroy();
      server.close();
    },
  };
}
