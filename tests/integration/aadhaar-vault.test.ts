import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '@db/client';
import { rows } from '@db/dialect';
import { runMigrations } from '@db/engines/sqlite/migrate';
import { aadhaarVault, paymentDetails } from '@db/schema';
import { decrypt, encrypt, keyringOf } from '@server/services/crypto';
import { contextOf } from '@server/services/payments/details';
import { createTestApp } from '../kit/app';
import { databaseBefore } from '../kit/before-migration';
import { columnNames, tableNames } from '../kit/catalog';
import { describeSqlite } from '../kit/engine';
import { createAdmin, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const AADHAAR = '987654321012';
const MASKED = '********1012';

/** Every text value in every table of the database (the rollup and search tables included). */
async function allTextValues(db: Db) {
  const values: { table: string; column: string; value: string }[] = [];
  for (const table of await tableNames(db))
    for (const row of await rows<Record<string, unknown>>(db, sql`select * from ${sql.identifier(table)}`))
      for (const [column, v] of Object.entries(row))
        if (typeof v === 'string') values.push({ table, column, value: v });
  return values;
}

describe('the Aadhaar number', () => {
  const t = createTestApp();

  it('lives only in aadhaar_vault, under a reference key, and is replaced and released with its record', async () => {
    const { token } = await createCreator(t);
    const created = await rest(t, 'POST', '/api/payments/user', {
      token,
      body: { consent_given: true, aadhaar_number: AADHAAR, pan_number: 'ABCDE1234F' },
    });
    const id = created.body.paymentDetails.id as string;
    const vault = () => t.db.select().from(aadhaarVault);
    const ref = async () =>
      (
        await t.db
          .select({ ref: paymentDetails.aadhaarRef })
          .from(paymentDetails)
          .where(eq(paymentDetails.id, id))
      )[0]?.ref;

    const [row] = await vault();
    expect(await ref()).toBe(row!.id);
    expect(decrypt(t.deps.keyring, row!.numberEnc, contextOf('aadhaar_number'))).toBe(AADHAAR);
    // Nothing but the vault holds the ciphertext (or the number); the record has no Aadhaar column.
    const holders = (await allTextValues(t.db)).filter(
      (v) => v.value.includes(row!.numberEnc) || v.value.includes(AADHAAR),
    );
    expect(holders.map((h) => `${h.table}.${h.column}`)).toEqual(['aadhaar_vault.number_enc']);
    const columns = await columnNames(t.db, 'payment_details');
    expect(columns.filter((c) => c.includes('aadhaar')).sort()).toEqual(['aadhaar_document', 'aadhaar_ref']);

    // A new number gets a new vault row; the old one goes.
    await rest(t, 'PUT', `/api/payments/user/${id}`, {
      token,
      body: { consent_given: true, aadhaar_number: '111122223333' },
    });
    expect(await vault()).toHaveLength(1);
    expect((await vault())[0]!.id).toBe(await ref());
    expect((await vault())[0]!.id).not.toBe(row!.id);
    // Leaving the field out keeps it; a blank clears it and releases the vault row.
    await rest(t, 'PUT', `/api/payments/user/${id}`, {
      token,
      body: { consent_given: true, bank_name: 'HDFC Bank' },
    });
    expect(await vault()).toHaveLength(1);
    await rest(t, 'PUT', `/api/payments/user/${id}`, {
      token,
      body: { consent_given: true, aadhaar_number: '' },
    });
    expect(await vault()).toEqual([]);
    expect(await ref()).toBeNull();

    // Deleting the record (here with its user) releases its vault row too.
    await rest(t, 'PUT', `/api/payments/user/${id}`, {
      token,
      body: { consent_given: true, aadhaar_number: AADHAAR },
    });
    expect(await vault()).toHaveLength(1);
    await t.db.delete(paymentDetails).where(eq(paymentDetails.id, id));
    expect(await vault()).toEqual([]);
  });

  it('is masked in every answer but the audited full view', async () => {
    const admin = await createAdmin(t);
    const { token, user } = await createCreator(t);
    const body = { consent_given: true, aadhaar_number: AADHAAR };
    const created = await rest(t, 'POST', '/api/payments/user', { token, body });
    const id = created.body.paymentDetails.id as string;
    const answers = [
      created,
      await rest(t, 'PUT', `/api/payments/user/${id}`, { token, body }),
      await rest(t, 'GET', '/api/payments/user', { token }),
      await rest(t, 'GET', `/api/payments/all?user_id=${user.id}`, { token: admin.token }),
    ];
    const viaTrpc = await t.caller(token).payments.getMine();
    for (const answer of [...answers.map((a) => a.body), viaTrpc]) {
      expect(JSON.stringify(answer)).not.toContain(AADHAAR);
      expect(JSON.stringify(answer)).toContain(MASKED);
    }
    const full = await rest(t, 'GET', `/api/payments/unmasked?user_id=${user.id}`, { token: admin.token });
    expect(full.body.paymentDetails[0].aadhaar_number).toBe(AADHAAR);
    const audit = await rest(t, 'GET', '/api/admin/audit-log?action=payment_details.unmask', {
      token: admin.token,
    });
    expect(JSON.stringify(audit.body)).toContain(id);
  });
});

// The data migration of SQLite's migration history; PostgreSQL's tables began with the vault.
describeSqlite('migration 0003', () => {
  it('moves the Aadhaar ciphertexts already stored into the vault, unchanged and still readable', () => {
    // A database as it was before 0003, with a record holding its Aadhaar ciphertext in place.
    const db = databaseBefore('aadhaar_vault_key_checks');

    const keyring = keyringOf('a1'.repeat(32));
    const sealed = [
      encrypt(keyring, AADHAAR, contextOf('aadhaar_number')),
      encrypt(keyring, '111122223333', contextOf('aadhaar_number')),
    ];
    db.$client
      .prepare(
        "insert into users (id, email, password_hash, user_type, full_name) values ('u1', 'a@x.in', 'h', 'influencer', 'A'), ('u2', 'b@x.in', 'h', 'influencer', 'B'), ('u3', 'c@x.in', 'h', 'influencer', 'C')",
      )
      .run();
    const insert = db.$client.prepare(
      'insert into payment_details (id, user_id, aadhaar_number_enc, consent_given) values (?, ?, ?, 1)',
    );
    insert.run('p1', 'u1', sealed[0]);
    insert.run('p2', 'u2', sealed[1]);
    insert.run('p3', 'u3', null);

    runMigrations(db);
    const rows = db.$client
      .prepare(
        'select p.id, p.aadhaar_ref, v.number_enc from payment_details p left join aadhaar_vault v on v.id = p.aadhaar_ref order by p.id',
      )
      .all() as { id: string; aadhaar_ref: string | null; number_enc: string | null }[];
    expect(rows.map((r) => r.number_enc)).toEqual([sealed[0], sealed[1], null]);
    expect(rows[0]!.aadhaar_ref).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(rows[0]!.aadhaar_ref).not.toBe(rows[1]!.aadhaar_ref);
    expect(decrypt(keyring, rows[1]!.number_enc!, contextOf('aadhaar_number'))).toBe('111122223333');
    expect(db.$client.prepare('select count(*) from aadhaar_vault').pluck().get()).toBe(2);
    db.$client.close();
  });
});
