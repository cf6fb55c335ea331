export declare const knownComponents: readonly string[];
