import { Tooltip } from 'antd';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Whether the cell around the content (an ellipsis column's: one line, cut with "…") hides some of it. */
function isCut(content: HTMLElement | null): boolean {
  const cell = content?.closest('td');
  return Boolean(cell && cell.scrollWidth > cell.clientWidth);
}

/**
 * A table cell's content. Its column cuts what does not fit with "…"; then the whole of it shows on hover,
 * and on focus: a cut cell becomes focusable, so the keyboard reaches what the eye cannot.
 */
export function CellText({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);

  // After every render (the text may have changed), and whenever the cell's width changes.
  useLayoutEffect(() => setCut(isCut(ref.current)), [children]);
  useEffect(() => {
    const cell = ref.current?.closest('td');
    if (!cell) return;
    const observer = new ResizeObserver(() => setCut(isCut(ref.current)));
    observer.observe(cell);
    return () => observer.disconnect();
  }, []);

  return (
    <Tooltip title={cut ? children : undefined} trigger={['hover', 'focus']}>
      <span ref={ref} tabIndex={cut ? 0 : undefined}>
        {children}
      </span>
    </Tooltip>
  );
}
