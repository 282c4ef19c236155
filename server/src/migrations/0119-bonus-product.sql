-- Every bonus is tied to one product: its money may be staked on casino games or on sports bets,
-- never both. Grants made before this are trial bonuses, which are casino money. The application
-- role may update only a grant's wagering progress (0105), so a grant's product never changes.
alter table bonus_grants
  add column product text not null default 'casino' check (product in ('casino', 'sports'));
