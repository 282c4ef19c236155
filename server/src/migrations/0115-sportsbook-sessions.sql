-- Sportsbook sessions (modules/games-wallet/sportsbook-sessions.ts). At login the site opens one
-- row per sportsbook integration (provider fcg or betco, game code 'sportsbook') tied to the login
-- (`site_session_id`): its launch token is the sportsbook token of authData, exchangeable again and
-- again while that login lives. Each exchange opens a frame row of its own (no launch token, the
-- same `site_session_id`) and ends the frame before it; ending the login ends them all.
alter table game_sessions add column site_session_id bigint references sessions (id);
alter table game_sessions alter column launch_token_hash drop not null;
alter table game_sessions add constraint game_sessions_launch_token_or_login check (launch_token_hash is not null or site_session_id is not null);
create index game_sessions_site_session_idx on game_sessions (site_session_id) where site_session_id is not null and ended_at is null;
