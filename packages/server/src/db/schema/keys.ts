import { foreignKey, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A foreign key named as PostgreSQL names an inline REFERENCES (`<table>_<column>_fkey`), so the schema
 * declares the very constraint the migrations created and a generated migration can alter it by name.
 */
export function fkey(table: string, column: AnyPgColumn, target: AnyPgColumn, onDelete: 'cascade' | 'set null') {
  return foreignKey({ name: `${table}_${column.name}_fkey`, columns: [column], foreignColumns: [target] }).onDelete(
    onDelete,
  );
}
