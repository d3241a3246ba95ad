/** docs/specification.md §9, constants and limits: the print frame is removed this long after printing, once the browser is done with it. */
export const PRINT_CLEANUP_DELAY_MS = 100;

/** Off screen rather than hidden: some browsers print a hidden frame blank. */
const FRAME_STYLE = 'position:absolute;left:-10000px;top:0;width:1px;height:1px;border:0;';

/**
 * Prints one rendered element, e.g. a shipment order, without the rest of the page: a copy of it goes into a
 * hidden iframe with the page's styles, the iframe is printed and then removed (docs/specification.md §2, screens and routes).
 */
export async function printElement(element: HTMLElement, title = document.title): Promise<void> {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = FRAME_STYLE;
  document.body.append(frame);
  try {
    const frameWindow = frame.contentWindow;
    const frameDocument = frame.contentDocument;
    if (!frameWindow || !frameDocument) throw new Error('The print frame has no document');
    frameDocument.title = title;
    const styles = [...document.querySelectorAll<HTMLElement>('style, link[rel="stylesheet"]')].map(
      (style) => style.cloneNode(true) as HTMLElement,
    );
    frameDocument.head.append(...styles);
    frameDocument.body.append(copyWithCanvases(element));
    await Promise.all(styles.filter(isStylesheetLink).map(loaded));
    frameWindow.focus();
    // Returns once the print dialog is closed.
    frameWindow.print();
    await new Promise((resolve) => setTimeout(resolve, PRINT_CLEANUP_DELAY_MS));
  } finally {
    frame.remove();
  }
}

/** A deep copy; a canvas (a QR code, a barcode) copies without its picture, so it becomes an image of it. */
function copyWithCanvases(element: HTMLElement): Node {
  const copy = element.cloneNode(true) as HTMLElement;
  const originals = element.querySelectorAll('canvas');
  copy.querySelectorAll('canvas').forEach((canvasCopy, index) => {
    const original = originals[index];
    if (!original) return;
    const image = document.createElement('img');
    image.src = original.toDataURL();
    image.width = original.width;
    image.height = original.height;
    canvasCopy.replaceWith(image);
  });
  return copy;
}

function isStylesheetLink(node: HTMLElement): node is HTMLLinkElement {
  return node instanceof HTMLLinkElement;
}

/** Settles when the stylesheet has loaded or failed: a missing stylesheet must not block printing. */
function loaded(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
