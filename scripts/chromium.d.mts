export declare const systemChromium: string | undefined;
export declare const chromiumFlags: string[];
