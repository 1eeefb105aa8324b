-- Issue #58 'People': when each person last signed in, shown to the office. Kept on the user (sessions are pruned),
-- set where every session starts (auth/sessions.ts startSession); filled from the sessions still kept.
ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz;
UPDATE users u SET last_sign_in_at = s.last FROM (SELECT user_id, max(created_at) AS last FROM auth_sessions GROUP BY user_id) s WHERE s.user_id = u.id;
