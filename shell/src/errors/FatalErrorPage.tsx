// The fatal error page (docs/product.md §2, §8): unknown pages and failed route validation give the 404 page
// "Page Not Found: {path}"; anything else that fails a whole page (a guard that cannot load the
// session, a page that throws) gives "Internal Server Error" with the error's status (500 by
// default). Shown in the default layout, with noindex.
import { useLocation } from '@portal/shared';
import { useT } from '@portal/shared';
import { DefaultLayout } from '../layouts/default/DefaultLayout';
import { errorStatus, NOT_FOUND } from '../routes/route-errors';
import { ErrorView, PathText } from './ErrorView';

/** An address whose %-escapes are not valid (the page server answers it; docs/adr/0012). */
const BAD_ADDRESS = 400;

const PATH_SLOT = '\u0000path\u0000';

/** "Page Not Found: {path}" with the path wrapped on its own; the text stays exactly the message. */
function NotFoundMessage({ path }: { path: string }) {
  const { t } = useT('shell');
  const [before, after = ''] = t('errors.notFoundMessage', { path: PATH_SLOT }).split(PATH_SLOT);
  return (
    <>
      {before}
      <PathText>{path}</PathText>
      {after}
    </>
  );
}

/** `error`: what failed the page (a RouteNotFoundError for the 404 page). */
export function FatalErrorPage({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const { t } = useT('shell');
  const status = errorStatus(error);

  return (
    <DefaultLayout>
      {status === NOT_FOUND ? (
        <ErrorView
          status={404}
          title={t('errors.notFoundTitle')}
          message={<NotFoundMessage path={pathname} />}
          hint={t('errors.notFoundHint')}
        />
      ) : status === BAD_ADDRESS ? (
        <ErrorView
          status={400}
          title={t('errors.badAddressTitle')}
          message={t('errors.badAddressTitle')}
          hint={t('errors.badAddressHint')}
        />
      ) : (
        <ErrorView
          status={status}
          title={t('errors.serverTitle')}
          message={t('errors.serverTitle')}
          hint={t('errors.serverHint')}
        />
      )}
    </DefaultLayout>
  );
}
