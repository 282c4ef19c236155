-- Game history (modules/game-history) lists a player's rounds newest first, optionally between two
-- days: (player_id, id desc) orders them but cannot bound the time, so a range far back walked
-- every later round of the player. This index serves both the range and the order.
create index game_rounds_player_started_idx on game_rounds (player_id, created_at desc, id desc);
