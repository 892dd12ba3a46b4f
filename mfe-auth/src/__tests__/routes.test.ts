import { expectServesItsPaths } from '@portal/shared/test/remote-routes';
import { routes } from '../routes';

test('the auth remote serves exactly the pages REMOTE_PATHS gives it', () => {
  expectServesItsPaths('mfe_auth', routes);
});
