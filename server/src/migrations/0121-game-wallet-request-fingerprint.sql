-- A request id names one request (modules/games-wallet): the fingerprint of the request its first
-- answer belongs to (SHA-256 of the action and the contract's fields) is kept beside that answer,
-- so the same id sent again with other content is refused as a duplicate instead of being given
-- the first answer. Rows kept before this have none and are answered as before.
alter table game_wallet_requests add column request_hash text check (length(request_hash) = 64);
