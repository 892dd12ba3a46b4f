// The shell build's record of which files each lazy import loads (page-chunks.json beside index.html): the
// page server prefetches, for a page it renders, the files the shell will load to take the page over — the
// start-up, the page's layout and the shell's page (docs/adr/0012-page-server.md). Keyed by the import's
// request as written in the source ("./bootstrap", "../layouts/app-frame", "./about/AboutPage"); `main`
// is the entry's own files.
import webpack from 'webpack';

const PAGE_CHUNKS_FILE = 'page-chunks.json';

export class PageChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          /** @type {Record<string, string[]>} */
          const groups = { main: [...(compilation.entrypoints.get('main')?.getFiles() ?? [])] };
          for (const group of compilation.chunkGroups) {
            const files = group.chunks.flatMap((chunk) => [...chunk.files]);
            for (const origin of group.origins) {
              if (!origin.request || origin.request.startsWith('webpack/')) continue;
              groups[origin.request] = [...new Set([...(groups[origin.request] ?? []), ...files])];
            }
          }
          for (const [key, files] of Object.entries(groups)) groups[key] = files.filter((file) => file.endsWith('.js'));
          compilation.emitAsset(PAGE_CHUNKS_FILE, new webpack.sources.RawSource(JSON.stringify(groups)));
        },
      );
    });
  }
}
