export declare function inlineHashes(html: string): { scripts: Set<string>; styles: Set<string> };
export declare function splitFlightData(html: string): { html: string; script: string | null };
export declare function deferFrameworkScripts(
  html: string,
  options?: { first?: string[]; start?: 'interaction' | 'paint' },
): string;
export declare function dropCssCopyFromPayload(html: string): string;
export declare function loaderScripts(html: string): string[];
export declare function addCompileHint(source: string): string;
