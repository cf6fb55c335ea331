export interface PageBytes {
  html: number;
  inlineCss: number;
  css: number;
  cssFiles: string[];
  js: number;
  jsFiles: string[];
  fonts: number;
  fontFiles: string[];
}
export declare function pageBytes(outDir: string, file: string): PageBytes;
