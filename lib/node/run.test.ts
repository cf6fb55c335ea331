/** @jest-environment node */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withScratch } from './files.ts';
import { commandFor, dependencyBin, quoteForCmd, root, run } from './run.ts';

const windows = { platform: 'win32', comspec: 'C:\\Windows\\system32\\cmd.exe' } as const;

describe('on Windows, npm and npx are batch files, which Node starts only through cmd.exe', () => {
  it('starts npm.cmd through cmd.exe, with no AutoRun and the line passed as it is', () => {
    expect(commandFor('npm', ['run', 'build', '--silent'], windows)).toEqual({
      file: 'C:\\Windows\\system32\\cmd.exe',
      args: ['/d', '/s', '/c', '"npm.cmd run build --silent"'],
      windowsVerbatimArguments: true,
    });
  });

  it('starts npx.cmd the same way, and any .cmd or .bat file named as such', () => {
    expect(commandFor('npx', ['--yes', 'vercel@64.0.2'], windows).args[3]).toBe(
      '"npx.cmd --yes vercel@64.0.2"',
    );
    expect(commandFor('tools\\setup.bat', [], windows).args[3]).toBe('"tools\\setup.bat"');
  });

  it('quotes an argument for cmd.exe twice, as npm.cmd passes it on through %*, as cross-spawn does', () => {
    // cmd.exe reads the line, then npm.cmd's %* hands it to cmd.exe again: each caret is read once
    // each time, so nothing in an argument runs, expands or splits it.
    expect(quoteForCmd('a"&calc')).toBe('^^^"a\\^^^"^^^&calc^^^"');
    expect(quoteForCmd('%PATH%')).toBe('^^^"^^^%^^^PATH^^^%^^^"');
    expect(quoteForCmd('%PATH:a=b%!x!')).toBe('^^^"^^^%^^^PATH:a=b^^^%^^^!x^^^!^^^"');
    expect(quoteForCmd('^')).toBe('^^^"^^^^^^^"');
    expect(quoteForCmd('C:\\Users\\Ann Lee\\site\\out')).toBe(
      '^^^"C:\\Users\\Ann^^^ Lee\\site\\out^^^"',
    );
    expect(quoteForCmd('say "hi"')).toBe('^^^"say^^^ \\^^^"hi\\^^^"^^^"');
    // Backslashes before a quote, and at the end before the closing one, are doubled.
    expect(quoteForCmd('dir with space\\')).toBe('^^^"dir^^^ with^^^ space\\\\^^^"');
    expect(quoteForCmd('')).toBe('^^^"^^^"');
  });

  // Windows only: a real batch file, which hands its arguments to Node again through %*, as
  // npm.cmd does, in a folder whose name has a space.
  (process.platform === 'win32' ? it : it.skip)(
    'passes every argument through a real .cmd file unchanged: through cmd.exe twice',
    () =>
      withScratch('cmd test', (dir) => {
        const args = ['a"&calc', '%PATH%', '%PATH:a=b%', '%~dp0', '!PATH!', '^', '100%', '%%'];
        args.push('"quoted"', 'C:\\dir with space\\', 'a|b<c>d', '(x)', '', 'ü €');
        writeFileSync(
          join(dir, 'echo.js'),
          'process.stdout.write(JSON.stringify(process.argv.slice(2)))',
        );
        writeFileSync(join(dir, 'echo.cmd'), '@"%NODE%" "%~dp0echo.js" %*\r\n');
        const env = { ...process.env, NODE: process.execPath };
        const echoed = run(join(dir, 'echo.cmd'), args, { encoding: 'utf8', env });
        expect(JSON.parse(echoed.stdout)).toEqual(args);
      }),
  );

  it('leaves a plain word as typed', () => {
    for (const word of ['--project-name=site', 'wrangler@4.164.0', 'C:\\site\\out', '--port=4176'])
      expect(quoteForCmd(word)).toBe(word);
  });

  it('starts other programs as they are: nginx, git, openssl are .exe files', () => {
    expect(commandFor('git', ['status'], windows)).toEqual({ file: 'git', args: ['status'] });
  });
});

describe("a dependency's command, on every platform", () => {
  for (const platform of ['linux', 'darwin', 'win32'] as const)
    it(`runs the file its package names as "bin" with this Node, not a shell shim (${platform})`, () => {
      const command = commandFor('jest', ['--version'], { ...windows, platform });
      expect(command.file).toBe(process.execPath);
      expect(command.args).toEqual([
        join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
        '--version',
      ]);
      expect(command.windowsVerbatimArguments).toBeUndefined();
    });

  it('knows only the project’s own dependencies, and none when the command is not one', () => {
    withScratch('project', (project) => {
      writeFileSync(
        join(project, 'package.json'),
        JSON.stringify({ devDependencies: { tool: '1.0.0' } }),
      );
      mkdirSync(join(project, 'node_modules', 'tool'), { recursive: true });
      writeFileSync(
        join(project, 'node_modules', 'tool', 'package.json'),
        JSON.stringify({ name: 'tool', bin: 'cli.js' }),
      );
      expect(dependencyBin('tool', project)).toBe(join(project, 'node_modules', 'tool', 'cli.js'));
      expect(dependencyBin('jest', project)).toBeNull();
    });
    expect(dependencyBin('nginx')).toBeNull();
  });

  it('node is the Node that runs the script, whatever PATH holds', () => {
    expect(commandFor('node', ['-v'], windows)).toEqual({ file: process.execPath, args: ['-v'] });
  });
});
