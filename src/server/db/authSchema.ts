// Typed tables for users, agencies, one-time sign-in links and sessions (migration 070 is the source of truth).
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { UserRole } from '../../domain/office';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const agencies = pgTable('agencies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  maxDiscountBasisPoints: integer('max_discount_basis_points').notNull(),
  mayBookOnAccount: boolean('may_book_on_account').notNull(),
  disabledAt: instant('disabled_at'),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});
export type AgencyRow = typeof agencies.$inferSelect;

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  role: text('role').$type<UserRole>().notNull(),
  agencyId: text('agency_id'),
  passwordHash: text('password_hash'),
  disabledAt: instant('disabled_at'),
  /** Migration 150: set where each session starts. */
  lastSignInAt: instant('last_sign_in_at'),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});
export type UserRow = typeof users.$inferSelect;

export const userInvites = pgTable('user_invites', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: instant('created_at').notNull(),
});

export type SessionEnd = 'logout' | 'reuse' | 'disabled' | 'password';

export const authSessions = pgTable('auth_sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  createdAt: instant('created_at').notNull(),
  lastUsedAt: instant('last_used_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  revokedAt: instant('revoked_at'),
  revokedReason: text('revoked_reason').$type<SessionEnd>(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: text('session_id').notNull(),
  issuedAt: instant('issued_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});
