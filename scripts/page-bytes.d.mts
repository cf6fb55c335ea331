export interface PageBytes {
  html: number;
  inlineCss: number;
  css: number;
  cssFiles: string[];
  js: number;
  jsFiles: string[];
  /** The flight data hydration reads, as a script the loader runs first. */
  payload: number;
  payloadFiles: string[];
  fonts: number;
  fontFiles: string[];
}
export declare function pageBytes(outDir: string, file: string): PageBytes;
