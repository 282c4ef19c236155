-- Country names in Turkish (the site's default language); `name` stays the English name.
alter table countries add column name_tr text;

update countries set name_tr = v.name_tr
from (values
  ('TR', 'Türkiye'), ('AZ', 'Azerbaycan'), ('DE', 'Almanya'), ('NL', 'Hollanda'), ('GB', 'Birleşik Krallık'),
  ('FR', 'Fransa'), ('AT', 'Avusturya'), ('BE', 'Belçika'), ('BG', 'Bulgaristan'), ('GE', 'Gürcistan'),
  ('GR', 'Yunanistan'), ('KZ', 'Kazakistan'), ('CY', 'Kuzey Kıbrıs'), ('RO', 'Romanya'), ('CH', 'İsviçre'),
  ('SE', 'İsveç'), ('UA', 'Ukrayna'), ('UZ', 'Özbekistan'), ('TM', 'Türkmenistan'), ('KG', 'Kırgızistan')
) as v(code, name_tr)
where countries.code = v.code;

update countries set name_tr = name where name_tr is null;
alter table countries alter column name_tr set not null;
