-- Country names in English for readers of the English interface. `name` stays as it was (the
-- registration form's default is still found by the Turkish name or by id 1); `name_en` is what
-- English readers see, including "Turkey" for Türkiye.
alter table countries add column name_en text;

update countries set name_en = v.name_en
from (values
  ('TR', 'Turkey'), ('AZ', 'Azerbaijan'), ('DE', 'Germany'), ('NL', 'Netherlands'), ('GB', 'United Kingdom'),
  ('FR', 'France'), ('AT', 'Austria'), ('BE', 'Belgium'), ('BG', 'Bulgaria'), ('GE', 'Georgia'),
  ('GR', 'Greece'), ('KZ', 'Kazakhstan'), ('CY', 'Northern Cyprus'), ('RO', 'Romania'), ('CH', 'Switzerland'),
  ('SE', 'Sweden'), ('UA', 'Ukraine'), ('UZ', 'Uzbekistan'), ('TM', 'Turkmenistan'), ('KG', 'Kyrgyzstan')
) as v(code, name_en)
where countries.code = v.code;

update countries set name_en = name where name_en is null;
alter table countries alter column name_en set not null;
