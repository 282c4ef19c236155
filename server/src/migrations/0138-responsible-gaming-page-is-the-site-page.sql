-- The site's responsible gaming page is `/responsible-gaming` (the tools the player sets on the
-- site, the time-out and self-exclusion, the organisations that help). The seeded content page
-- "Responsible Gaming" (page 4) said limits were set through live support, named no self-exclusion
-- and linked no help: where it is still the seeded text it is unpublished (so the footer's menu and
-- the Contents page no longer list it), and links to it in the other pages lead to the real page.
-- A page 4 the operator rewrote is left as it is.
update cms_pages set
  body_tr = replace(body_tr, 'href="/pages/4"', 'href="/responsible-gaming"'),
  body_en = replace(body_en, 'href="/pages/4"', 'href="/responsible-gaming"'),
  updated_at = now()
where (body_tr like '%href="/pages/4"%' or body_en like '%href="/pages/4"%')
  and exists (
    select 1 from cms_pages seeded
    where seeded.id = 4 and seeded.body_en like '%Through our live support team you can set deposit limits%'
  );

update cms_pages set published = false, updated_at = now()
where id = 4 and body_en like '%Through our live support team you can set deposit limits%';
