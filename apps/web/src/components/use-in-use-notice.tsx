import { App } from 'antd';
import { errorMessage, errorStatus } from '@/lib/api-error';

/** The HTTP status of a delete refused because something still uses the row (a style naming a customer). */
const IN_USE = 409;

/** What the notice says, in the page's language; the server's own sentence is added under it. */
export interface InUseNotice {
  title: string;
  content: string;
  serverSaid: (message: string) => string;
}

/**
 * A delete refused because the row is still used gets a dialog saying what to do first, rather than only the
 * passing notice every failed request raises. Other failures are left to that notice.
 */
export function useInUseNotice() {
  const { modal } = App.useApp();
  return (error: unknown, { title, content, serverSaid }: InUseNotice) => {
    if (errorStatus(error) !== IN_USE) return;
    const said = errorMessage(error);
    modal.warning({
      title,
      content: (
        <>
          <p>{content}</p>
          {said && <p>{serverSaid(said)}</p>}
        </>
      ),
    });
  };
}
