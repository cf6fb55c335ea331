// workerd, the runtime wrangler installs, ships no types; hosting/local/wrangler.ts reads one value.
declare module 'workerd' {
  /** The newest compatibility date this workerd supports, e.g. "2026-11-17". */
  export const compatibilityDate: string;
}
