type Argument = string | number | boolean | readonly string[] | ((...args: never[]) => unknown);

/**
 * The text of an inline <script>: `run` called with `args`. The page gets the functions' own source
 * as the build compiled it, so each function must be self-contained: it may read its parameters
 * and the browser's globals, nothing from its module. Data arguments are written as JSON. The
 * post-build step hashes the final bytes into the Content-Security-Policy.
 */
export function inlineScript<A extends Argument[]>(run: (...args: A) => void, ...args: A): string {
  const values = args.map((arg) => (typeof arg === 'function' ? String(arg) : JSON.stringify(arg)));
  const script = `(${String(run)})(${values.join(',')})`;
  // The HTML parser would end the <script> element there, or change how it reads on.
  const breaks = /<\/script|<!--/i.exec(script);
  if (breaks)
    throw new Error(
      `inlineScript(${run.name}): "${breaks[0]}" would end the inline <script> early`,
    );
  return script;
}
