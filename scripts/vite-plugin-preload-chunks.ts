/**
 * Vite plugin: index.html modulepreloads the chunks of some lazily imported modules and everything they import,
 * so a cold visit fetches them beside the entry instead of one after another (entry → app → screen).
 */
import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin, ResolvedConfig, Rolldown } from 'vite';

/** `modules`: source paths from the project root, e.g. 'src/app/app.tsx' */
export function preloadChunks(modules: string[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lading:preload-chunks',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const wanted = new Set<string>();
        const add = (file: string) => {
          if (wanted.has(file)) return;
          wanted.add(file);
          byFile.get(file)?.imports.forEach(add);
        };
        for (const module of modules) {
          const id = resolve(config.root, module);
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          // a renamed or no longer lazy module must not silently drop the preload
          if (!chunk) throw new Error(`preload-chunks: no chunk is the entry of ${module}`);
          add(chunk.fileName);
        }
        const present = new Set([...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]));
        const tags: HtmlTagDescriptor[] = [...wanted]
          .map((file) => `${config.base}${file}`)
          .filter((href) => !present.has(href))
          .map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href }, injectTo: 'head' }));
        return { html, tags };
      },
    },
  };
}
