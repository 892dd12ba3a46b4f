// Does a loaded JavaScript file contain echarts? The build names chunks by number, so the URL rarely
// says. Three signs, any one is enough: "echarts" in the URL; the `_echarts_instance_` attribute name
// that echarts' core always contains (minifiers keep string literals); or the file's source map listing
// sources from the echarts or zrender packages.

const SOURCE_MAP_COMMENT = /\/\/# sourceMappingURL=(\S+)\s*$/;
const ECHARTS_SOURCE = /(^|\/)node_modules\/(echarts|zrender)\//;

async function sourcesOf(jsUrl, body) {
  const comment = body.toString('utf8').match(SOURCE_MAP_COMMENT);
  if (!comment?.[1] || comment[1].startsWith('data:')) return [];
  try {
    const response = await fetch(new URL(comment[1], jsUrl));
    if (!response.ok) return [];
    const map = await response.json();
    return Array.isArray(map.sources) ? map.sources : [];
  } catch {
    return [];
  }
}

/** The reasons `request` (a recorded JS response) is echarts, or [] when it is not. */
export async function echartsSigns(request) {
  const signs = [];
  if (/echarts/i.test(new URL(request.url).pathname)) signs.push('url');
  if (request.body.includes('_echarts_instance_')) signs.push('echarts core code');
  const sources = await sourcesOf(request.url, request.body);
  const fromPackages = sources.filter((source) => ECHARTS_SOURCE.test(source));
  if (fromPackages.length > 0) signs.push(`source map: ${fromPackages.length} echarts/zrender sources`);
  return signs;
}

/** The JS requests among `requests` that contain echarts, with why. */
export async function findEcharts(requests) {
  const found = [];
  for (const request of requests.filter((r) => r.js)) {
    const signs = await echartsSigns(request);
    if (signs.length > 0) found.push({ url: request.url, signs });
  }
  return found;
}
