/** China's administrative divisions: one level at a time, or the whole three-level tree (built once, cached). */
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { AddressNode } from '../../../src/domain/auth';
import { ADDRESS_ROOT_CODE } from '../../../src/domain/constants';
import type { Db } from '../db/client';
import { areas } from '../db/schema';

export interface AreaOption {
  name: string;
  code: string;
}

export interface CachedTree {
  version: string;
  etag: string;
  /** the serialized success envelope, ready to send */
  body: string;
}

export class AreasRepository {
  private cache: { version: string; promise: Promise<CachedTree> } | undefined;

  constructor(private readonly db: Db) {}

  async children(parentCode: string): Promise<AreaOption[]> {
    return this.db
      .select({ name: areas.name, code: areas.code })
      .from(areas)
      .where(eq(areas.parentCode, parentCode))
      .orderBy(asc(areas.code));
  }

  async tree(): Promise<AddressNode> {
    const rows = await this.db
      .select({ code: areas.code, parentCode: areas.parentCode, name: areas.name })
      .from(areas)
      .orderBy(asc(areas.level), asc(areas.code));
    const root: AddressNode = { value: ADDRESS_ROOT_CODE, label: '全国', children: [] };
    const nodes = new Map<string, AddressNode>([[ADDRESS_ROOT_CODE, root]]);
    for (const row of rows) {
      const parent = nodes.get(row.parentCode);
      if (!parent) continue;
      const node: AddressNode = { value: row.code, label: row.name };
      (parent.children ??= []).push(node);
      nodes.set(row.code, node);
    }
    return root;
  }

  /** The tree's envelope serialized once per data version; `envelope` wraps it. */
  cachedTree(version: string, envelope: (tree: AddressNode) => unknown): Promise<CachedTree> {
    if (this.cache?.version !== version) {
      const promise = this.tree().then((tree) => {
        const body = JSON.stringify(envelope(tree));
        const etag = `"${createHash('sha1').update(version).update(body).digest('base64url')}"`;
        return { version, etag, body };
      });
      this.cache = { version, promise };
      promise.catch(() => {
        if (this.cache?.promise === promise) this.cache = undefined;
      });
    }
    return this.cache.promise;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    areas: AreasRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('areas', new AreasRepository(app.db));
  },
  { name: 'areas-repository', dependencies: ['db'] },
);
