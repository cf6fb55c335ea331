const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

// V8's compile hint (Chrome 136+): compile every function eagerly, on a background thread as the
// file streams in, not lazily on the main thread in the task that starts the framework.
export function addCompileHint(source: string): { source: string; added: boolean } {
  return source.startsWith(COMPILE_HINT)
    ? { source, added: false }
    : { source: COMPILE_HINT + source, added: true };
}
