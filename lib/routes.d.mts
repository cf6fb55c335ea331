export declare const routes: Readonly<{ home: '/'; privacy: string; terms: string }>;
export declare const pagePaths: readonly string[];
export declare function exportedFile(path: string): string;
