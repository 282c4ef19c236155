-- Every bonus is tied to one product: its money may be staked on casino games or on sports bets,
-- never both. Grants made before this are trial bonuses, which are casino money. The application
-- role may update only a grant's wagering progress (0105), so a grant's product never changes.
alter table bonus_grants
  add column product text not null default 'casino' check (product in ('casino', 'sports'));

-- The welcome bonus now asks for 10 times its amount (no bonus asks for more): a site seeded
-- before says 20 in its promotion, so the promotion is brought to what the dashboard states.
update cms_promotions
   set description_tr = replace(description_tr, 'Çevrim şartı: bonus tutarının 20 katı', 'Çevrim şartı: bonus tutarının 10 katı'),
       description_en = replace(description_en, 'Wagering: 20 times the bonus', 'Wagering: 10 times the bonus')
 where description_tr like '%bonus tutarının 20 katı%' or description_en like '%Wagering: 20 times the bonus%';
