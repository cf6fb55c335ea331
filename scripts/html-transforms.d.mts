export declare class TransformError extends Error {
  constructor(transform: string, context: { page: string; nextVersion: string }, reason: string);
}
export declare function inlineHashes(html: string): { scripts: Set<string>; styles: Set<string> };
export declare function dropCssCopyFromPayload(html: string): {
  html: string;
  copies: number;
  emptied: number;
  copyLeft: boolean;
};
export declare function splitFlightData(html: string): {
  html: string;
  script: string | null;
  pushes: number;
};
export declare function deferFrameworkScripts(
  html: string,
  options?: { first?: string[]; start?: 'interaction' | 'paint' },
): { html: string; deferred: string[] };
export declare function loaderScripts(html: string): string[];
export declare function addCompileHint(source: string): { source: string; added: boolean };
export declare function injectCspMeta(
  html: string,
  policy: string,
): { html: string; injected: boolean };
export declare function transformPage(
  html: string,
  context: {
    page: string;
    nextVersion: string;
    start: 'interaction' | 'paint';
    flightUrl: (script: string) => string;
  },
): { html: string; flightScript: string; report: string[]; notices: string[] };
