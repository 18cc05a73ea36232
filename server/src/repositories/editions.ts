/** A company's edition flags (src/domain/editions.ts): read and set by the platform admin, the change audit-logged. */
import { eq, ne, and, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';
import { recordAudit, type AuditActor } from './audit';

export interface CompanyEdition {
  id: number;
  name: string;
  type: string;
  edition_flags: number;
}

const columns = { id: companies.id, name: companies.name, type: companies.type, edition_flags: companies.editionFlags };

/** Any company but the platform itself. */
export async function companyEdition(db: Db, companyId: number): Promise<CompanyEdition | undefined> {
  const [row] = await db
    .select(columns)
    .from(companies)
    .where(and(eq(companies.id, companyId), ne(companies.type, 'platform')))
    .limit(1);
  return row;
}

/** Sets the flags (validated by the caller); the audit entry is written in the same transaction. undefined: no such company. */
export async function setCompanyEdition(db: Db, companyId: number, flags: number, actor: AuditActor): Promise<CompanyEdition | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(companies)
      .where(and(eq(companies.id, companyId), ne(companies.type, 'platform')))
      .for('update')
      .limit(1);
    if (!before) return undefined;
    if (before.edition_flags === flags) return before;
    const [after] = await tx.update(companies).set({ editionFlags: flags, updatedAt: sql`now()` }).where(eq(companies.id, companyId)).returning(columns);
    await recordAudit(tx, actor, { action: 'company.edition', entityType: 'company', entityId: companyId, before: { edition_flags: before.edition_flags }, after: { edition_flags: flags } });
    return after;
  });
}
