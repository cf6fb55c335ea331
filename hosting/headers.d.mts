export declare const securityHeaders: Record<string, string>;
export declare const cacheControl: { immutable: string; revalidate: string };
export declare function contentSecurityPolicy(options: {
  scriptHashes: Iterable<string>;
  styleHashes: Iterable<string>;
  meta?: boolean;
}): string;
