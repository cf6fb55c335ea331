// A throwaway certificate authority and a certificate it signs, for https on loopback in the tests
// and the grader. Node trusts it through NODE_EXTRA_CA_CERTS; the browser tests ignore the chain.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../lib/node/run.ts';
import { find } from '../../lib/node/tools.ts';

/** The one sentence a missing OpenSSL gets. */
export const opensslMissing =
  'OpenSSL is not installed: `apt-get install openssl` on Debian or Ubuntu, `brew install openssl@3` on macOS (whose own openssl is LibreSSL).';

// OpenSSL, for the throwaway certificate authority of the https tests. macOS's own openssl is
// LibreSSL, which nothing here is tried with, and Homebrew's openssl@3 is keg-only, off PATH.
export function opensslPath() {
  const kegs = ['/opt/homebrew/opt/openssl@3/bin/openssl', '/usr/local/opt/openssl@3/bin/openssl'];
  const found =
    kegs.find((keg) => existsSync(keg)) ??
    find('openssl', {}, ['/usr/bin/openssl', '/opt/local/bin/openssl']);
  if (!found) return null;
  const version = run(found, ['version'], { encoding: 'utf8' }).stdout ?? '';
  return /^LibreSSL/.test(version) ? null : found;
}

/**
 * @param names the DNS names the certificate covers; 127.0.0.1 is always added
 * @returns paths of the CA, the certificate and its key, and of their folder, for the caller to
 *   remove when the server that uses them has stopped
 */
export function throwawayTls(names: string[]) {
  const openssl = opensslPath();
  if (!openssl) throw new Error(opensslMissing);
  const dir = mkdtempSync(join(tmpdir(), 'tls-'));
  const at = (file: string) => join(dir, file);
  // The words of `line`, then `more` as they are (a subject has spaces).
  const ssl = (line: string, ...more: string[]) => {
    const args = [...line.split(' '), ...more];
    const result = run(openssl, args, { cwd: dir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`openssl ${args[0]} failed:\n${result.stderr}`);
  };
  const newKey = '-newkey rsa:2048 -nodes';
  ssl(`req -x509 ${newKey} -days 2 -keyout ca.key -out ca.pem -subj`, '/CN=Throwaway test CA');
  ssl(`req ${newKey} -keyout site.key -out site.csr -subj`, `/CN=${names[0]}`);
  const san = [...names.map((name) => `DNS:${name}`), 'IP:127.0.0.1'].join(',');
  writeFileSync(at('san.ext'), `subjectAltName=${san}\nextendedKeyUsage=serverAuth\n`);
  const ca = '-CA ca.pem -CAkey ca.key -CAcreateserial';
  ssl(`x509 -req -in site.csr ${ca} -days 2 -extfile san.ext -out site.pem`);
  return { ca: at('ca.pem'), cert: at('site.pem'), key: at('site.key'), dir };
}
