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

-- The seeded Bonus Rules page promised a ₺250 stake cap with a bonus and one active bonus at a
-- time, which nothing enforces; it now states the two rules that are (cms/seed/pages.ts).
update cms_pages
   set body_tr = replace(replace(body_tr,
         '<li>Bonusla oynanırken tek bahiste kullanılabilecek en yüksek tutar 250 ₺''dir.</li>',
         '<li>Çevrim şartı hiçbir bonusta bonus tutarının 10 katını geçmez.</li>'),
         '<li>Aynı anda yalnızca bir aktif bonus kullanılabilir.</li>',
         '<li>Her bonus tek bir ürüne bağlıdır (casino ya da spor): bonus parası yalnızca o üründe oynanır. Şartlar talepten önce Bonuslarım sayfasında gösterilir.</li>'),
       body_en = replace(replace(body_en,
         '<li>The maximum single stake while playing with a bonus is ₺250.</li>',
         '<li>No bonus asks for more than 10 times its amount in wagering.</li>'),
         '<li>Only one bonus can be active at a time.</li>',
         '<li>Each bonus belongs to one product (casino or sports): its money is staked on that product only. Its terms are shown on the My Bonuses page before it is claimed.</li>')
 where body_en like '%The maximum single stake while playing with a bonus is ₺250.%';
