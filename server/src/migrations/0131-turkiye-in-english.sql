-- Türkiye is also the country's English name (ISO 3166 since 2022): English readers no longer see "Turkey".
update countries set name_en = 'Türkiye' where code = 'TR';
