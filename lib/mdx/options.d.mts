export declare const mdxOptions: { remarkPlugins: [string, Record<string, unknown>][] };
