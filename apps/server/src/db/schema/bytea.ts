import { customType } from 'drizzle-orm/pg-core';

/**
 * Binary column for images kept in the database (DESIGN §1: no local disk). node-postgres
 * returns a Buffer and PGlite a Uint8Array; both come out as a Buffer.
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
