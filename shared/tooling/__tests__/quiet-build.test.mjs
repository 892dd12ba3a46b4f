/**
 * @jest-environment node
 */
// The build prints one line (npm start): the two notices every build of this portal would print — the
// federation manifest's publicPath='auto', zustand's DEP0155 — are left out; anything else still shows.
import { afterEach, expect, jest, test } from '@jest/globals';
import { infrastructureStream, withoutDep0155 } from '../lib/run-webpack.mjs';

afterEach(() => jest.restoreAllMocks());

const write = (text) => new Promise((resolve) => infrastructureStream.write(text, resolve));

test('webpack’s infrastructure log loses the publicPath=auto notice only', async () => {
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  await write(
    "<w> [Module Federation Manifest Plugin] [ Module Federation Manifest Plugin ] Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'\n",
  );
  expect(stderr).not.toHaveBeenCalled();
  await write('<w> [webpack.cache.PackFileCacheStrategy] Caching failed for pack\n');
  expect(stderr).toHaveBeenCalledWith('<w> [webpack.cache.PackFileCacheStrategy] Caching failed for pack\n');
});

test('Node’s DEP0155 (zustand’s "./" exports) is not printed; other warnings are', () => {
  const emit = jest.fn();
  const quiet = withoutDep0155(emit);
  quiet('Use of deprecated trailing slash pattern mapping "./"', 'DeprecationWarning', 'DEP0155');
  quiet('the same, as options', { type: 'DeprecationWarning', code: 'DEP0155' });
  quiet('another', 'DeprecationWarning', 'DEP0999');
  expect(emit.mock.calls).toEqual([['another', 'DeprecationWarning', 'DEP0999']]);
});
