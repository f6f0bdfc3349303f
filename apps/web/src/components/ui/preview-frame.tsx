import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders `children` inside an iframe as wide as a real screen (`width` × `height` CSS
 * pixels), scaled down to fit its box. In an iframe the page's media queries answer to the
 * frame's width, so a 375 px preview lays out exactly as a phone would. The app's styles are
 * copied in; React context (router, queries) carries through the portal. The frame is inert:
 * it is a picture of the page, not a second copy to tab through.
 */
export function PreviewFrame({
  title,
  width,
  height,
  children,
}: {
  title: string;
  width: number;
  height: number;
  children: ReactNode;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [scale, setScale] = useState(0.3);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    // Some browsers swap the first blank document for another once it loads: adopt each one.
    const adopt = () => {
      const doc = frame.contentDocument;
      if (!doc?.body) return;
      if (!doc.head.querySelector('[data-preview-styles]')) {
        for (const node of document.querySelectorAll('link[rel="stylesheet"], style')) {
          const copy = node.cloneNode(true) as HTMLElement;
          copy.dataset.previewStyles = '';
          doc.head.append(copy);
        }
        doc.documentElement.className = document.documentElement.className;
        doc.body.className = document.body.className;
      }
      setBody(doc.body);
    };
    adopt();
    frame.addEventListener('load', adopt);
    return () => frame.removeEventListener('load', adopt);
  }, []);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const fit = () => setScale(Math.min(1, box.clientWidth / width) || 0.3);
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, [width]);

  return (
    <div ref={boxRef} className="w-full overflow-hidden">
      <div
        className="overflow-hidden rounded-lg border border-night-600 bg-night-950"
        style={{ width: width * scale, height: height * scale }}
      >
        <iframe
          ref={frameRef}
          title={title}
          width={width}
          height={height}
          inert
          tabIndex={-1}
          className="origin-top-left border-0"
          style={{ transform: `scale(${scale})`, width, height }}
        />
      </div>
      {body && createPortal(children, body)}
    </div>
  );
}
