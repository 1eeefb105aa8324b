// 'Save page as PDF' (spec 02 §7, §9): the rendered page rasterised into A4 pages (210 × 295 mm at scale 1.5, JPEG 0.7).
// jspdf and html2canvas load only on click; the service worker precaches their chunks, so this works offline.

export const PDF_PAGE_MM = { width: 210, height: 295 } as const;
export const PDF_SCALE = 1.5;
export const PDF_JPEG_QUALITY = 0.7;
export const PDF_IMAGE_WAIT_MS = 3000;
/** Controls marked with this attribute (feedback, send again, save) are left out of the PDF. */
export const PDF_HIDDEN_ATTRIBUTE = 'data-pdf-hidden';

/** Lazy images below the fold have not loaded yet: ask for them now and wait, at most `timeoutMs`. */
export function waitForImages(root: HTMLElement, timeoutMs = PDF_IMAGE_WAIT_MS): Promise<void> {
  const pending = [...root.querySelectorAll('img')].filter((img) => {
    img.loading = 'eager';
    return !img.complete;
  });
  const loaded = Promise.all(
    pending.map((img) => new Promise<void>((resolve) => {
      img.addEventListener('load', () => resolve(), { once: true });
      img.addEventListener('error', () => resolve(), { once: true });
    })),
  );
  return Promise.race([loaded.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

const IMAGE_INDEX = 'data-pdf-image';

/**
 * Where a `sw`×`sh` picture lands in a `bw`×`bh` box under `object-fit` (cover overflows the box and is clipped).
 * Only the whole picture is ever drawn: SVGs without a size of their own do not take source rectangles reliably.
 */
export function fitRect(fit: string, sw: number, sh: number, bw: number, bh: number): [number, number, number, number] {
  if (fit !== 'cover' && fit !== 'contain' && fit !== 'scale-down') return [0, 0, bw, bh];
  const scale = fit === 'cover' ? Math.max(bw / sw, bh / sh) : Math.min(bw / sw, bh / sh);
  const w = sw * scale;
  const h = sh * scale;
  return [(bw - w) / 2, (bh - h) / 2, w, h];
}

/**
 * html2canvas draws pictures at their own size and ignores object-fit (SVGs come out cropped or tiny), so in the copy
 * being rasterised each picture is replaced by a canvas holding it exactly as it appears on screen.
 */
function drawImagesAsShown(original: HTMLElement, copy: HTMLElement, scale: number): void {
  [...original.querySelectorAll('img')].forEach((img, i) => {
    // The copy leaves out hidden controls, so pictures are matched by a mark, not by position.
    const target = copy.querySelector<HTMLImageElement>(`img[${IMAGE_INDEX}="${i}"]`);
    const box = img.getBoundingClientRect();
    if (!target || !img.complete || img.naturalWidth === 0 || box.width === 0 || box.height === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(box.width * scale);
    canvas.height = Math.round(box.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return;
    const [x, y, w, h] = fitRect(getComputedStyle(img).objectFit, img.naturalWidth, img.naturalHeight, box.width, box.height);
    context.scale(scale, scale);
    context.drawImage(img, x, y, w, h);
    canvas.className = target.className;
    canvas.style.width = `${box.width}px`;
    canvas.style.height = `${box.height}px`;
    target.replaceWith(canvas);
  });
}

/** Rows of canvas pixels that fill one PDF page at the page's width. */
export const pixelsPerPage = (canvasWidth: number) => Math.floor((canvasWidth * PDF_PAGE_MM.height) / PDF_PAGE_MM.width);

export async function savePageAsPdf(element: HTMLElement, fileName: string): Promise<void> {
  const [{ jsPDF }, { default: html2canvas }] = await Promise.all([import('jspdf'), import('html2canvas')]);
  await waitForImages(element);
  const images = [...element.querySelectorAll('img')];
  images.forEach((img, i) => img.setAttribute(IMAGE_INDEX, String(i)));
  const canvas = await html2canvas(element, {
    scale: PDF_SCALE,
    backgroundColor: '#ffffff',
    logging: false,
    ignoreElements: (node) => node.hasAttribute(PDF_HIDDEN_ATTRIBUTE),
    onclone: (_document, copy) => drawImagesAsShown(element, copy, PDF_SCALE),
  }).finally(() => images.forEach((img) => img.removeAttribute(IMAGE_INDEX)));

  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: [PDF_PAGE_MM.width, PDF_PAGE_MM.height] });
  const pageRows = pixelsPerPage(canvas.width);
  const page = document.createElement('canvas');
  page.width = canvas.width;
  const context = page.getContext('2d');
  if (!context) throw new Error('No 2D canvas to draw the PDF pages on.');
  // One slice of the page image per PDF page keeps the file small (not the whole image on every page).
  for (let top = 0, index = 0; top < canvas.height; top += pageRows, index += 1) {
    const rows = Math.min(pageRows, canvas.height - top);
    page.height = rows;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, page.width, rows);
    context.drawImage(canvas, 0, top, canvas.width, rows, 0, 0, canvas.width, rows);
    if (index > 0) pdf.addPage();
    const heightMm = (rows * PDF_PAGE_MM.width) / canvas.width;
    pdf.addImage(page.toDataURL('image/jpeg', PDF_JPEG_QUALITY), 'JPEG', 0, 0, PDF_PAGE_MM.width, heightMm);
  }
  pdf.save(fileName);
}
