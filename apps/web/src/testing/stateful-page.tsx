import { useId } from 'react';
import { useCurrentHandle, useTitleText } from '@/lib/route-meta';

/**
 * Stands in for the not-built page in shell tests (`vi.mock('@/components/not-built-page', ...)`): a page
 * under its title with a box that holds what is typed, to see what the shell keeps and what it drops.
 */
export function NotBuiltPage() {
  const titleText = useTitleText();
  const title = useCurrentHandle()?.meta.title;
  const id = useId();
  return (
    <section>
      <h3>{title && titleText(title)}</h3>
      <label htmlFor={id}>Notes</label>
      <textarea id={id} />
    </section>
  );
}
