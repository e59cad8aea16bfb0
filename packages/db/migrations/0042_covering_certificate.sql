-- hand-written
-- Which certificate a product's labels stand on (decision 0024), best first: in force on the day,
-- then not replaced, the latest validity, the newest. One definition for the API's and the worker's
-- reads (cert-coverage.ts) and the public scan's statement, which reads it for every group of scans.
create function covering_certificates(product uuid, day date)
returns table (id uuid, cert_no text, status text, scheme text, valid_until date, module_ids uuid[], in_force boolean)
language sql stable parallel safe as $$
  select c.id, c.cert_no, c.status, c.scheme, c.valid_until, c.module_ids,
    (c.status in ('effective', 'reduced') and c.valid_from <= day and c.valid_until >= day) as in_force
  from certificates c
  join products p on p.id = product and p.corp_id = c.corp_id
  where c.module_ids && array(
    select m.id from cert_modules m
    where m.corp_id = p.corp_id and (p.id = any(m.product_ids) or p.category_id = any(m.category_ids)))
  order by in_force desc, (c.status = 'replaced') asc, c.valid_until desc, c.created_at desc
$$;
