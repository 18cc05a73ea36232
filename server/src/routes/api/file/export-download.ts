/**
 * GET /api/file/export/download?file=<id>: a background export's workbook, to the users of the company that made
 * it (anyone else, an unknown or an expired file: 404 'not found').
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-error';

/** The plain-ASCII filename= for old clients; filename*= carries the real (Chinese) name. */
function asciiName(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '');
  return plain === name ? name : `export${plain}`;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/file/export/download',
    { schema: { querystring: z.object({ file: z.string().trim().min(1).max(64) }) } },
    async (request, reply) => {
      const auth = request.user();
      const row = await app.exportJobs.find(auth.company_id, request.query.file);
      if (!row) throw notFound();
      const object = await app.exportJobs.open(row);
      if (!object) throw notFound();
      return reply
        .header('Content-Type', row.contentType)
        .header('Content-Length', object.size)
        .header('Content-Disposition', `attachment; filename="${asciiName(row.fileName)}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(object.stream);
    },
  );
};

export default routes;
