import { useEffect, useMemo, useRef, useState } from 'react';
import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { api } from '../../../api';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** One page of a PDF exhibit drawn by pdf.js, with page buttons. */
function PdfPages({ data, title }: { data: Uint8Array; title: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<pdfjs.PDFDocumentProxy | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  useEffect(() => {
    // Only this effect's task may set the document: a task destroyed by a later run settles late
    // (rejected, or resolved with a dead document) and must not undo the newer one.
    let live = true;
    const task = pdfjs.getDocument({ data: data.slice() });
    task.promise.then(
      (loaded) => {
        if (!live) return;
        setDoc(loaded);
        setFailure(null);
      },
      (error: unknown) => {
        if (!live) return;
        setDoc(null);
        setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    // The document dies with its task: forget it, so no page is asked of a destroyed document.
    return () => {
      live = false;
      setDoc(null);
      void task.destroy();
    };
  }, [data]);
  useEffect(() => {
    if (!doc || !canvas.current) return;
    let cancelled = false;
    void Promise.resolve()
      .then(() => doc.getPage(page))
      .then((pdfPage) => {
      if (cancelled || !canvas.current) return;
      const viewport = pdfPage.getViewport({ scale: 1 });
      const scale = Math.min(1.5, (canvas.current.parentElement?.clientWidth ?? 600) / viewport.width);
      const scaled = pdfPage.getViewport({ scale });
      canvas.current.width = scaled.width;
      canvas.current.height = scaled.height;
      const context = canvas.current.getContext('2d');
      if (context) void pdfPage.render({ canvasContext: context, viewport: scaled }).promise.catch(() => undefined);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [doc, page]);
  if (failure) return <p role="alert">The exhibit could not be drawn: {failure}</p>;
  return (
    <div className="pdf-view">
      <canvas ref={canvas} role="img" aria-label={`${title}, page ${page}${doc ? ` of ${doc.numPages}` : ''}`} data-testid="exhibit-pdf" data-page={page} data-pages={doc?.numPages ?? 0} />
      {doc && doc.numPages > 1 && (
        <div className="row" role="group" aria-label="Pages">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous page
          </button>
          <button type="button" disabled={page >= doc.numPages} onClick={() => setPage(page + 1)}>
            Next page
          </button>
        </div>
      )}
    </div>
  );
}

/** An exhibit's file: a PDF through pdf.js, an image as itself; loaded from the pack on demand. */
export function ExhibitViewer({ sessionId, exhibitId, title }: { sessionId: string; exhibitId: string; title: string }) {
  // Kept with the exhibit it belongs to, so a newly chosen exhibit shows "Loading" until its own file arrives.
  const [loaded, setLoaded] = useState<{ exhibitId: string; file?: { mediaType: string; base64: string }; error?: string } | null>(null);
  useEffect(() => {
    let stale = false;
    api.call('exhibits.file', { sessionId, exhibitId }).then(
      (file) => !stale && setLoaded({ exhibitId, file }),
      (failure: Error) => !stale && setLoaded({ exhibitId, error: failure.message }),
    );
    return () => {
      stale = true;
    };
  }, [sessionId, exhibitId]);
  const current = loaded?.exhibitId === exhibitId ? loaded : null;
  const file = current?.file;
  // The same bytes across renders: a new array would reload (and destroy) the document on every event of the room.
  const pdfBytes = useMemo(() => (file?.mediaType === 'application/pdf' ? bytesOf(file.base64) : null), [file]);
  if (current?.error) return <p role="alert">{current.error}</p>;
  if (!file) return <p className="muted">Loading the exhibit…</p>;
  if (pdfBytes) return <PdfPages data={pdfBytes} title={title} />;
  if (file.mediaType.startsWith('image/')) return <img className="exhibit-image" src={`data:${file.mediaType};base64,${file.base64}`} alt={title} data-testid="exhibit-image" />;
  return <pre className="exhibit-text">{new TextDecoder().decode(bytesOf(file.base64))}</pre>;
}
