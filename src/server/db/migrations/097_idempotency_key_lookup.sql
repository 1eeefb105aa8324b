-- A key looked up under every name its caller had on one network (shareKey): by scope and key, whatever the owner.
CREATE INDEX idempotency_keys_scope_key ON idempotency_keys (scope, key);
