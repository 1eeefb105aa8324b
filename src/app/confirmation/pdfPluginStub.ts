// Stands in for jspdf's optional helpers (html2canvas, canvg, dompurify): the confirmation PDF is written as text,
// never rendered from HTML or SVG, so these are neither bundled nor precached. vite.config.ts points them here.
export default function notBundled(): never {
  throw new Error('This PDF feature is not part of the app: the confirmation is written as text.');
}
