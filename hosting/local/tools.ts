// The programs the local hosts need from the machine, where each is found, and how to get one that
// is missing, in one sentence for Debian and macOS. The suite (e2e/suite.ts), the hosts' Playwright
// config and the grade read them.
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** A program on PATH, or in one of the places Debian and Homebrew put it, or null. */
function find(name: string, places: string[]) {
  const onPath = (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, name));
  return [...onPath, ...places].find((path) => path && existsSync(path)) ?? null;
}

/** nginx: Debian's, or Homebrew's on Apple silicon or Intel. */
export const nginxPath = () =>
  find('nginx', ['/usr/sbin/nginx', '/opt/homebrew/bin/nginx', '/usr/local/bin/nginx']);

/** openssl, for the throwaway certificate the https tests and the grade use. */
export const opensslPath = () => find('openssl', ['/usr/bin/openssl', '/opt/homebrew/bin/openssl']);

/** How to get each: the one sentence a missing program gets. */
export const howToInstall = {
  nginx:
    'nginx is not installed: `apt-get install nginx` on Debian or Ubuntu, `brew install nginx` on macOS.',
  openssl:
    'openssl is not installed: `apt-get install openssl` on Debian or Ubuntu, `brew install openssl` on macOS.',
};
