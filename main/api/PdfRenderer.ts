/**
 * Prints a self-contained HTML document to PDF bytes. The desktop app implements it with a
 * hidden, sandboxed Chromium window (main/app/electronPdfRenderer.ts); web mode has none, and
 * the browser's own print dialog stands in.
 */
export interface PdfRenderer {
  render(html: string): Promise<Uint8Array>;
}
