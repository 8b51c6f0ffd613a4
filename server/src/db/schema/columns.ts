import { timestamp } from 'drizzle-orm/pg-core';

// Column builders several domains share; no tables here.

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
