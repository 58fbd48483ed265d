-- What a grant was bound to, one short fingerprint per field (params[0].gas, account,
-- rpcUrl…), so a refused request can say which of them changed after the click. The
-- grant itself is still checked against params_hash, the hash of the whole subject.
ALTER TABLE approvals ADD COLUMN bindings jsonb;
