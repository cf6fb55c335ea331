import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

// npm run verify (hosting/verify.ts), run by the host tests as the owner runs it after a deploy.

type Run = { code: number; output: string };

/** npm run verify, as the owner runs it; --offline, since the tracker is on the internet. */
export async function verify(...args: string[]): Promise<Run> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['hosting/verify.ts', ...args, '--offline'],
      { encoding: 'utf8' },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

/** The lines of its output that start with a mark: ✓ kept, ✗ broken, – a note. */
export const lines = (output: string, mark: string) =>
  output.split('\n').filter((line) => line.startsWith(`${mark} `));
