export declare function inlineHashes(html: string): { scripts: Set<string>; styles: Set<string> };
export declare function deferFrameworkScripts(html: string): string;
export declare function dropCssCopyFromPayload(html: string): string;
